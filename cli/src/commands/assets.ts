import { Option } from '@commander-js/extra-typings';
import { type Asset, type AssetType, createAssetRequestSchema } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { requireChoice, requireValue } from '../ask.js';
import { describeCandidate } from '../asset-candidate.js';
import { lazyAdminClient, type Noun, type Program } from '../context.js';
import { OperationFailed } from '../errors.js';
import { failureLines, formatOutcome, jobOutcome } from '../job-result.js';
import { requireArg, resolveAsset } from '../lookup.js';
import { note, printJson, printLine, printPage } from '../output.js';
import { checkInput } from '../parse.js';
import { followJob } from '../progress.js';
import type { Column } from '../table.js';

const assetTypes = ['crypto', 'stock'] as const;
const presets = ['crypto', 'stocks', 'all'] as const;

const columns: Column<Asset>[] = [
  { header: 'SYMBOL', value: (asset) => asset.symbol },
  { header: 'NAME', value: (asset) => asset.name, max: 28 },
  { header: 'TYPE', value: (asset) => asset.type },
  { header: 'PRICE', value: (asset) => asset.price, align: 'right' },
  { header: '24H %', value: (asset) => asset.changePercent24h, align: 'right' },
  { header: 'MARKET CAP', value: (asset) => asset.marketCap, align: 'right' },
  { header: 'STATUS', value: (asset) => (asset.isActive ? 'active' : 'inactive') },
  { header: 'ID', value: (asset) => asset.id },
];

const typeOption = () => new Option('--type <type>', 'crypto or stock').choices(assetTypes);

type Switch = 'activate' | 'deactivate';

/** `tradesim assets list`: every asset, active or not. */
async function listAssets(
  client: () => TradesimClient,
  options: { q?: string; type?: AssetType; status?: 'all' | 'active' | 'inactive'; json?: boolean },
): Promise<void> {
  const list = await client().admin.assets.list({ q: options.q, type: options.type, status: options.status });
  if (options.json) printJson(list);
  else printPage(list, columns, 'No assets found.');
}

/** `tradesim assets add`: what the flags leave out comes from the market data. */
async function addAsset(
  client: () => TradesimClient,
  symbolArg: string | undefined,
  options: { name?: string; type?: AssetType; icon?: string; price?: string; json?: boolean },
): Promise<void> {
  const symbol = await requireValue(symbolArg, { flag: 'the symbol', message: 'Symbol' });
  const known =
    options.name !== undefined && options.type !== undefined
      ? { name: options.name, type: options.type }
      : await describeCandidate(client, symbol, options);
  const input = checkInput(createAssetRequestSchema, {
    symbol,
    ...known,
    icon: options.icon,
    price: options.price,
  });
  const asset = await client().admin.assets.create(input);
  if (options.json) printJson(asset);
  else printLine(`Added ${asset.symbol} (${asset.name}, ${asset.type}) at ${asset.price}.`);
}

/** `tradesim assets bulk-add`: a server job, followed until it ends. */
async function bulkAddAssets(
  client: () => TradesimClient,
  presetArg: string | undefined,
  options: { json?: boolean },
): Promise<void> {
  const preset = await requireChoice(presetArg, presets, { flag: 'the preset', message: 'Which assets?' });
  const api = client();
  const started = await api.admin.assets.bulkAdd(preset);
  const job = await followJob(api, started, { label: `Bulk add (${preset})` });
  if (options.json) printJson(job);
  else if (job.status === 'succeeded') {
    printLine(`Bulk add (${preset}): ${formatOutcome(jobOutcome(job))}.`);
    for (const line of failureLines(job)) note(line);
  }
  if (job.status === 'failed')
    throw new OperationFailed(`The bulk add job failed: ${job.error ?? 'no reason given'}`);
}

/** The asset `activate` or `deactivate` names (asked for on a terminal when left out). */
async function assetToSwitch(
  client: () => TradesimClient,
  arg: string | undefined,
  type: AssetType | undefined,
): Promise<string> {
  return resolveAsset(client, await requireArg(arg, 'asset id or symbol'), type);
}

function printSwitched(asset: Asset, json: boolean | undefined): void {
  if (json) printJson(asset);
  else printLine(`${asset.symbol} (${asset.type}) is now ${asset.isActive ? 'active' : 'inactive'}.`);
}

/** `tradesim assets activate`: users are offered the asset again. */
async function activateAsset(
  client: () => TradesimClient,
  arg: string | undefined,
  options: { type?: AssetType; json?: boolean },
): Promise<void> {
  const id = await assetToSwitch(client, arg, options.type);
  printSwitched(await client().admin.assets.activate(id), options.json);
}

/** `tradesim assets deactivate`: users are no longer offered the asset. */
async function deactivateAsset(
  client: () => TradesimClient,
  arg: string | undefined,
  options: { type?: AssetType; json?: boolean },
): Promise<void> {
  const id = await assetToSwitch(client, arg, options.type);
  printSwitched(await client().admin.assets.deactivate(id), options.json);
}

/** `activate` and `deactivate` take the same argument and flags. */
function switchCommand(assets: Noun, verb: Switch, description: string) {
  return assets
    .command(verb)
    .description(description)
    .argument('[asset]', 'the asset id or symbol (asked for on a terminal when left out)')
    .addOption(typeOption())
    .option('--json', 'print the asset as JSON')
    .addHelpText('after', `\nExample:\n  $ tradesim assets ${verb} SOL`);
}

/** `tradesim assets list|add|bulk-add|activate|deactivate`. */
export function registerAssets(program: Program): void {
  const assets = program.command('assets').description('the asset catalogue: list, add, bulk add, activate');

  assets
    .command('list')
    .description('every asset, active or not')
    .option('--q <text>', 'search name or symbol')
    .addOption(typeOption())
    .addOption(
      new Option('--status <status>', 'all, active or inactive').choices(['all', 'active', 'inactive']),
    )
    .option('--json', 'print the JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim assets list --type crypto --status active\n  $ tradesim assets list --q BTC --json',
    )
    .action((options, command) => listAssets(lazyAdminClient(command), options));

  assets
    .command('add')
    .description(
      'add one asset; name and type come from the market data when left out, and so does the price',
    )
    .argument('[symbol]', 'the symbol, e.g. BTC or AAPL (asked for on a terminal when left out)')
    .option('--name <name>', 'the display name')
    .addOption(typeOption())
    .option('--icon <icon>', 'an image URL or a short text icon')
    .option('--price <price>', 'the starting price (else the market data is asked)')
    .option('--json', 'print the asset as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim assets add SOL\n  $ tradesim assets add ACME --name "Acme Corp" --type stock --price 42.50',
    )
    .action((symbol, options, command) => addAsset(lazyAdminClient(command), symbol, options));

  assets
    .command('bulk-add')
    .description('add the 20 cryptocurrencies, the 30 stocks, or all of them; existing ones are skipped')
    .argument('[preset]', `${presets.join(', ')} (asked for on a terminal when left out)`)
    .option('--json', 'print the finished job as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim assets bulk-add crypto\n  $ tradesim assets bulk-add all --json',
    )
    .action((preset, options, command) => bulkAddAssets(lazyAdminClient(command), preset, options));

  switchCommand(assets, 'activate', 'offer an asset to users again').action((asset, options, command) =>
    activateAsset(lazyAdminClient(command), asset, options),
  );
  switchCommand(assets, 'deactivate', 'stop offering an asset to users').action((asset, options, command) =>
    deactivateAsset(lazyAdminClient(command), asset, options),
  );
}
