import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { updatePaymentSettingsRequestSchema } from '@tradesim/core';
import type { Command } from 'commander';
import { requireConsent, requireValue } from '../ask.js';
import { adminClient } from '../context.js';
import { UsageError } from '../errors.js';
import { printJson, printLine } from '../output.js';
import { checkInput, fieldCheck } from '../parse.js';

/** `tradesim payment-settings show|set-wallet|set-qr|generate-qr|remove-qr`: where users send their USDT (TRC20). */
export function registerPaymentSettings(program: Command): void {
  const settings = program.command('payment-settings').description('the deposit wallet and its QR code');

  settings
    .command('show')
    .description('the wallet address users deposit to, and whether a QR code is set')
    .option('--json', 'print the payment settings as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings show')
    .action(async (options: { json?: boolean }, command: Command) => {
      const current = await adminClient(command).admin.paymentSettings.get();
      if (options.json) return printJson(current);
      printLine(`Wallet (USDT, TRC20): ${current.walletAddress || 'not set'}`);
      printLine(`QR code: ${current.qrCodeUrl ? 'set' : 'none'}`);
      printLine(`Last changed ${current.updatedAt}`);
    });

  settings
    .command('set-qr')
    .description('upload the QR code users scan to pay (JPEG, PNG, GIF or WebP, at most 5 MB)')
    .argument('<file>', 'the image file')
    .option('--json', 'print the payment settings as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings set-qr wallet-qr.png')
    .action(async (file: string, options: { json?: boolean }, command: Command) => {
      const bytes = await readFile(file).catch(() => {
        throw new UsageError(`Cannot read ${file}.`);
      });
      const updated = await adminClient(command).admin.paymentSettings.uploadQr(
        new Blob([bytes]),
        basename(file),
      );
      if (options.json) printJson(updated);
      else printLine('QR code uploaded; users see it on the deposit screen.');
    });

  settings
    .command('generate-qr')
    .description('draw the QR code of the saved wallet address; it replaces an uploaded one')
    .option('--json', 'print the payment settings as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings generate-qr')
    .action(async (options: { json?: boolean }, command: Command) => {
      const updated = await adminClient(command).admin.paymentSettings.generateQr();
      if (options.json) printJson(updated);
      else printLine(`QR code drawn from ${updated.walletAddress}; users see it on the deposit screen.`);
    });

  settings
    .command('remove-qr')
    .description('remove the QR code (users then copy the address)')
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the payment settings as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings remove-qr --yes')
    .action(async (options: { yes?: boolean; json?: boolean }, command: Command) => {
      if (!(await requireConsent('Remove the deposit QR code?', { yes: Boolean(options.yes) }))) {
        return printLine('Nothing removed.');
      }
      const updated = await adminClient(command).admin.paymentSettings.removeQr();
      if (options.json) printJson(updated);
      else printLine('QR code removed.');
    });

  settings
    .command('set-wallet')
    .description('set the USDT TRC20 address users deposit to (takes effect at once)')
    .argument('[address]', 'the TRC20 address (asked for on a terminal when left out)')
    .option('--yes', 'do not ask for confirmation (needed without a terminal)')
    .option('--json', 'print the payment settings as JSON')
    .addHelpText('after', '\nExample:\n  $ tradesim payment-settings set-wallet TJRab... --yes')
    .action(async (arg: string | undefined, options: { yes?: boolean; json?: boolean }, command: Command) => {
      const walletAddress = await requireValue(arg, {
        flag: 'the wallet address',
        message: 'USDT TRC20 wallet address',
        validate: fieldCheck(updatePaymentSettingsRequestSchema.shape.walletAddress),
      });
      const input = checkInput(
        updatePaymentSettingsRequestSchema,
        { walletAddress },
        { walletAddress: 'address' },
      );
      const question = `Send every new deposit to ${input.walletAddress}?`;
      if (!(await requireConsent(question, { yes: Boolean(options.yes) })))
        return printLine('Nothing changed.');
      const settingsNow = await adminClient(command).admin.paymentSettings.setWallet(input.walletAddress);
      if (options.json) printJson(settingsNow);
      else printLine(`Deposit wallet set to ${settingsNow.walletAddress}.`);
    });
}
