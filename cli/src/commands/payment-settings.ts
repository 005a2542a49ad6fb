import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  type AdminPaymentSettings,
  type ApprovalResponse,
  updatePaymentSettingsRequestSchema,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { type RequestFlags, requireConsent, requireValue } from '../ask.js';
import { lazyAdminClient, type Program } from '../context.js';
import { UsageError } from '../errors.js';
import { printOutcome } from '../outcome.js';
import { printJson, printLine } from '../output.js';
import { checkInput, fieldCheck } from '../parse.js';

function describeSettings(settings: AdminPaymentSettings): string {
  return [
    `Wallet (USDT, TRC20): ${settings.walletAddress || 'not set'}`,
    `QR code: ${settings.qrCodeUrl ? 'set' : 'none'}`,
    `Last changed ${settings.updatedAt}`,
  ].join('\n');
}

/**
 * Where users pay is dual-controlled: a change is a request for a second staff member (202);
 * asking for what is there already answers the settings as they are (200).
 */
function printChange(result: AdminPaymentSettings | ApprovalResponse, json: boolean | undefined): void {
  printOutcome(result, json, (settings) => `Nothing to change:\n${describeSettings(settings)}`);
}

/** `tradesim payment-settings show`: the address users deposit to now. */
async function showPaymentSettings(client: () => TradesimClient, options: { json?: boolean }): Promise<void> {
  const current = await client().admin.paymentSettings.get();
  if (options.json) return printJson(current);
  printLine(describeSettings(current));
}

/** `tradesim payment-settings set-qr`: the file is read here, so a bad path is a usage error. */
async function setQrCode(
  client: () => TradesimClient,
  file: string,
  options: { json?: boolean },
): Promise<void> {
  const bytes = await readFile(file).catch(() => {
    throw new UsageError(`Cannot read ${file}.`);
  });
  printChange(await client().admin.paymentSettings.uploadQr(new Blob([bytes]), basename(file)), options.json);
}

/** `tradesim payment-settings generate-qr`: the server draws the code of the saved address. */
async function generateQrCode(client: () => TradesimClient, options: { json?: boolean }): Promise<void> {
  printChange(await client().admin.paymentSettings.generateQr(), options.json);
}

/** `tradesim payment-settings remove-qr`: users then copy the address instead. */
async function removeQrCode(
  client: () => TradesimClient,
  options: { yes?: boolean; json?: boolean },
): Promise<void> {
  const question = 'Ask to remove the deposit QR code? It goes once a second staff member approves.';
  if (!(await requireConsent(question, { yes: Boolean(options.yes) }))) return printLine('Nothing removed.');
  printChange(await client().admin.paymentSettings.removeQr(), options.json);
}

/** `tradesim payment-settings set-wallet`: every new deposit goes there once approved. */
async function setWallet(
  client: () => TradesimClient,
  addressArg: string | undefined,
  options: RequestFlags,
): Promise<void> {
  const walletAddress = await requireValue(addressArg, {
    flag: 'the wallet address',
    message: 'USDT TRC20 wallet address',
    validate: fieldCheck(updatePaymentSettingsRequestSchema.shape.walletAddress),
  });
  const input = checkInput(
    updatePaymentSettingsRequestSchema,
    { walletAddress, reason: options.reason },
    { walletAddress: 'address' },
  );
  const question = `Ask to send every new deposit to ${input.walletAddress}? It applies once a second staff member approves.`;
  if (!(await requireConsent(question, { yes: Boolean(options.yes) }))) return printLine('Nothing changed.');
  const result = await client().admin.paymentSettings.setWallet(
    input.walletAddress,
    input.reason ?? undefined,
  );
  printChange(result, options.json);
}

/** `tradesim payment-settings show|set-wallet|set-qr|generate-qr|remove-qr`: where users send their USDT (TRC20). */
export function registerPaymentSettings(program: Program): void {
  const settings = program
    .command('payment-settings')
    .description('the deposit wallet and its QR code (each change waits for a second staff member)');

  settings
    .command('show')
    .description('the wallet address users deposit to, and whether a QR code is set')
    .option('--json', 'print the payment settings as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings show')
    .action((options, command) => showPaymentSettings(lazyAdminClient(command), options));

  settings
    .command('set-qr')
    .description(
      'ask to replace the QR code users scan to pay (JPEG, PNG, GIF or WebP, at most 5 MB); a second staff member approves',
    )
    .argument('<file>', 'the image file')
    .option('--json', 'print the request as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings set-qr wallet-qr.png')
    .action((file, options, command) => setQrCode(lazyAdminClient(command), file, options));

  settings
    .command('generate-qr')
    .description(
      'ask to draw the QR code of the saved wallet address (it replaces an uploaded one); a second staff member approves',
    )
    .option('--json', 'print the request as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings generate-qr')
    .action((options, command) => generateQrCode(lazyAdminClient(command), options));

  settings
    .command('remove-qr')
    .description('ask to remove the QR code (users then copy the address); a second staff member approves')
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the request (or the settings, when there is no QR code) as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings remove-qr --yes')
    .action((options, command) => removeQrCode(lazyAdminClient(command), options));

  settings
    .command('set-wallet')
    .description(
      'ask to set the USDT TRC20 address users deposit to; it applies once a second staff member approves',
    )
    .argument('[address]', 'the TRC20 address (asked for on a terminal when left out)')
    .option('--reason <text>', 'why, for the staff member asked to approve it')
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the request (or the settings, when the address is already set) as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ tradesim payment-settings set-wallet TJRab... --reason "new cold wallet" --yes',
    )
    .action((address, options, command) => setWallet(lazyAdminClient(command), address, options));
}
