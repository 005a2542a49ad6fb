#!/usr/bin/env node
// Purchases of this build beside a reference build, side by side in one run:
//   node scripts/bench/purchase-compare.mjs <reference checkout, built>
// (npm run bench runs it when BENCH_REFERENCE names one.) The two servers take turns, each on
// its own fresh database, for `pairs` rounds of one run each, alternating which goes first: this
// machine's speed drifts within minutes, so only runs taken seconds apart are compared, and the
// median of the per-round ratios is the figure.
import { measureCpu } from './cpu-usage.mjs';
import { describeLoad, median, withPurchaseServer } from './purchase.mjs';
import { pgReachable } from './server.mjs';

async function oneRun(serverRoot, seconds) {
  let line;
  await withPurchaseServer(
    'tradesim_bench_compare',
    1,
    async (load) => {
      const { result, cpu } = await measureCpu(
        () => load({ duration: seconds }),
        (run) => run.requests.total,
      );
      line = { rate: result.requests.average, text: describeLoad(result), apiMicros: cpu?.api };
    },
    { serverRoot },
  );
  return line;
}

export async function benchPurchaseCompare(referenceRoot, seconds, pairs = 3) {
  console.log(
    `POST /api/investments, this build beside the reference at ${referenceRoot}, 1 API process, ${pairs} rounds of ${seconds} s runs in alternating order:`,
  );
  const ratios = [];
  const cpuRatios = [];
  for (let round = 1; round <= pairs; round++) {
    const referenceFirst = round % 2 === 1;
    const reference = referenceFirst ? await oneRun(referenceRoot, seconds) : undefined;
    const current = await oneRun(undefined, seconds);
    const before = reference ?? (await oneRun(referenceRoot, seconds));
    ratios.push(current.rate / before.rate);
    if (current.apiMicros && before.apiMicros) cpuRatios.push(current.apiMicros / before.apiMicros);
    console.log(
      `  round ${round} (${referenceFirst ? 'reference first' : 'this build first'}): reference ${before.text}, API ${before.apiMicros ?? '?'} µs CPU per purchase; this build ${current.text}, API ${current.apiMicros ?? '?'} µs = ${(current.rate / before.rate).toFixed(3)}× the rate`,
    );
  }
  console.log(
    `  median ${median(ratios).toFixed(3)}× the reference's rate (rounds ${ratios.map((r) => r.toFixed(3)).join(', ')})${cpuRatios.length ? `; API CPU per purchase ${median(cpuRatios).toFixed(3)}× the reference's` : ''}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const referenceRoot = process.argv[2];
  if (!referenceRoot) {
    console.error('usage: node scripts/bench/purchase-compare.mjs <reference checkout, built>');
    process.exit(2);
  }
  if (!pgReachable()) {
    console.error('PostgreSQL is not reachable on 127.0.0.1:5432');
    process.exit(1);
  }
  await benchPurchaseCompare(
    referenceRoot,
    Number(process.env.BENCH_SECONDS ?? 10),
    Number(process.env.BENCH_PAIRS ?? 3),
  );
}
