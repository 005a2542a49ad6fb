import { readFile } from 'node:fs/promises';
import { type AppError, isAppError, type TradesimClient } from '@tradesim/sdk';
import { lazyAdminClient, type Program } from '../context.js';
import { OperationFailed, UsageError } from '../errors.js';
import { note, printJson, printLine } from '../output.js';
import { followJob, progressBar } from '../progress.js';
import {
  type AssetSeed,
  type DurationSeed,
  defaultDurations,
  parseSeedFile,
  planAssets,
  planDurations,
} from '../seed-plan.js';
import { cellText } from '../table.js';

type Status = 'added' | 'skipped' | 'failed';
interface Section<R> {
  added: number;
  skipped: number;
  failed: number;
  results: (R & { status: Status; message?: string })[];
}
type AssetRef = { symbol: string; type: string };
type DurationRef = { label: string };

/** Not about one entry: the session, the server or its rate limit. The run stops there. */
const stopsTheRun = (error: AppError) =>
  error.status === 401 ||
  error.status === 403 ||
  ['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INTERNAL'].includes(error.code);

/**
 * Adds one by one (a bar on a terminal). "Already exists" from the server (a race with another
 * admin) counts as skipped; any other refusal of one entry is listed as failed.
 */
async function addEach<T, R>(
  noun: 'Asset' | 'Duration',
  planned: { toAdd: T[]; skipped: T[] },
  ref: (item: T) => R,
  add: (item: T) => Promise<unknown>,
): Promise<Section<R>> {
  const exists = `${noun} already exists`;
  const section: Section<R> = { added: 0, skipped: 0, failed: 0, results: [] };
  const record = (item: T, status: Status, message?: string) => {
    section[status] += 1;
    section.results.push({ ...ref(item), status, ...(message ? { message } : {}) });
  };
  for (const item of planned.skipped) record(item, 'skipped', exists);
  const bar = progressBar(`${noun}s`);
  try {
    for (const [index, item] of planned.toAdd.entries()) {
      bar.update(index, planned.toAdd.length);
      try {
        await add(item);
        record(item, 'added');
      } catch (error) {
        if (!isAppError(error) || stopsTheRun(error)) throw error;
        if (error.code === 'ASSET_ALREADY_EXISTS') record(item, 'skipped', exists);
        else record(item, 'failed', error.message);
      }
    }
    bar.update(planned.toAdd.length, planned.toAdd.length);
  } finally {
    bar.stop();
  }
  return section;
}

async function seedAssetsFromFile(client: TradesimClient, assets: AssetSeed[]): Promise<Section<AssetRef>> {
  const { items } = await client.admin.assets.list({ status: 'all' });
  return addEach(
    'Asset',
    planAssets(assets, items),
    (asset) => ({ symbol: asset.symbol, type: asset.type }),
    (asset) => client.admin.assets.create(asset),
  );
}

/** Without a file: the server's bulk add of every listed asset, priced by its market data. */
async function seedAssetsFromCatalogue(client: TradesimClient): Promise<Section<AssetRef>> {
  const job = await followJob(client, await client.admin.assets.bulkAdd('all'), { label: 'Assets' });
  if (job.status === 'failed') {
    throw new OperationFailed(`The bulk add job failed: ${job.error ?? 'no reason given'}`);
  }
  return job.result as unknown as Section<AssetRef>;
}

async function seedDurations(
  client: TradesimClient,
  durations: DurationSeed[],
): Promise<Section<DurationRef>> {
  const { items } = await client.admin.durations.list();
  return addEach(
    'Duration',
    planDurations(durations, items),
    (duration) => ({ label: duration.label }),
    (duration) => client.admin.durations.create(duration),
  );
}

function report<R>(title: string, section: Section<R>, name: (item: R) => string): void {
  const added = section.results.filter((item) => item.status === 'added').map(name);
  printLine(
    `${title}: added ${section.added}${added.length ? ` (${added.join(', ')})` : ''}, ` +
      `skipped ${section.skipped}, failed ${section.failed}.`,
  );
  for (const item of section.results.filter((result) => result.status === 'failed')) {
    note(`  ${name(item)}: ${cellText(item.message ?? 'failed')}`);
  }
}

async function loadFile(path: string) {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  return parseSeedFile(text, path);
}

/** `tradesim seed`: assets, then durations, each skipping what is there already. */
async function seedCatalogue(
  client: () => TradesimClient,
  options: { file?: string; json?: boolean },
): Promise<void> {
  const file = options.file === undefined ? null : await loadFile(options.file);
  const api = client();
  const assets = file ? await seedAssetsFromFile(api, file.assets) : await seedAssetsFromCatalogue(api);
  const durations = await seedDurations(api, file ? file.durations : defaultDurations);
  if (options.json) return printJson({ assets, durations });
  report('Assets', assets, (item) => `${cellText(item.symbol)} (${cellText(item.type)})`);
  report('Durations', durations, (item) => cellText(item.label));
}

/**
 * `tradesim seed`: fills an empty catalogue, and adds nothing the second time (existing
 * symbols and labels are skipped). Failures of single entries are listed; the exit code is 1
 * only when the run itself could not finish.
 */
export function registerSeed(program: Program): void {
  program
    .command('seed')
    .description(
      'add assets and durations: from a JSON file, or by default every listed asset (bulk add, priced by ' +
        "the server's market data) and the demo durations (5 hours, 24 hours, 7 days, 30 days)",
    )
    .option(
      '--file <path>',
      'a JSON file: {"assets": [{symbol, name, type, icon?, price?}], "durations": [...]}',
    )
    .option('--json', 'print the outcome as JSON')
    .addHelpText('after', '\nExamples:\n  $ tradesim seed\n  $ tradesim seed --file catalogue.json --json')
    .action((options, command) => seedCatalogue(lazyAdminClient(command), options));
}
