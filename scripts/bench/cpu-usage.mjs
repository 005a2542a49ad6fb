// Where the machine's CPU goes during a run: PostgreSQL, the API, this process (the load
// generator) and the rest, from /proc (Linux). Shows which side a throughput figure is bound by.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

function processSeconds() {
  const seconds = { postgres: 0, api: 0, loadGenerator: 0, other: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, and cutime + cstime: the children that ended and were reaped (pgbench's
      // backends end with it, into the postmaster's; pgbench itself into this process's).
      const used = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / ticksPerSecond;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (stat.includes('(postgres)') || command.startsWith('postgres')) seconds.postgres += used;
      else if (Number(pid) === process.pid) seconds.loadGenerator += used;
      else if (command.includes('api/dist/src/main.js')) seconds.api += used;
      else seconds.other += used;
    } catch {
      // The process ended while we read it.
    }
  }
  return seconds;
}

function idleAndTotal() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  return { idle: (numbers[3] ?? 0) + (numbers[4] ?? 0), total: numbers.reduce((a, b) => a + b, 0) };
}

/**
 * Runs `work` and reports the CPU each side spent per operation (µs; `count(result)` operations)
 * and how busy the whole machine was. `null` where /proc is not available.
 */
export async function measureCpu(work, count) {
  if (!existsSync('/proc/stat')) return { result: await work(), cpu: null };
  const before = processSeconds();
  const machineBefore = idleAndTotal();
  const result = await work();
  const after = processSeconds();
  const machineAfter = idleAndTotal();
  const n = count(result);
  const perOperation = Object.fromEntries(
    Object.keys(before).map((key) => [key, Math.round(((after[key] - before[key]) / n) * 1e6)]),
  );
  const idle = (machineAfter.idle - machineBefore.idle) / (machineAfter.total - machineBefore.total);
  return { result, cpu: { ...perOperation, busyPercent: Math.round((1 - idle) * 100) } };
}
