import { updatePaymentSettingsRequestSchema } from '@tradesim/core';
import type { Command } from 'commander';
import { requireValue } from '../ask.js';
import { adminClient } from '../context.js';
import { printJson, printLine } from '../output.js';
import { checkInput, fieldCheck } from '../parse.js';

/** `tradesim payment-settings set-wallet <address>`: where users send their USDT (TRC20). */
export function registerPaymentSettings(program: Command): void {
  const settings = program.command('payment-settings').description('the deposit wallet');

  settings
    .command('set-wallet')
    .description('set the USDT TRC20 address users deposit to (takes effect at once)')
    .argument('[address]', 'the TRC20 address (asked for on a terminal when left out)')
    .option('--json', 'print the payment settings as JSON')
    .action(async (arg: string | undefined, options: { json?: boolean }, command: Command) => {
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
      const settingsNow = await adminClient(command).admin.paymentSettings.setWallet(input.walletAddress);
      if (options.json) printJson(settingsNow);
      else printLine(`Deposit wallet set to ${settingsNow.walletAddress}.`);
    });
}
