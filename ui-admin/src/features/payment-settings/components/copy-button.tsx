import { adminScreenMessages } from '@tradesim/core';
import { Button, Icon, useTimedMessage } from '@tradesim/ui-kit';

const confirmationMs = 2000;

/**
 * Copies the address; a check mark and "Copied" show for 2 seconds (docs/product/admin-console.md#constants-and-limits). A browser
 * that refuses the clipboard gets "Failed to copy wallet address" in the error banner.
 */
export function CopyButton({ text, onError }: { text: string; onError(message: string): void }) {
  const copied = useTimedMessage(confirmationMs);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      copied.show('Copied');
    } catch {
      onError(adminScreenMessages.copyWalletFailed);
    }
  };
  const done = copied.message !== null;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void copy()}
      aria-label={done ? 'Wallet address copied' : 'Copy wallet address'}
    >
      <Icon name={done ? 'check' : 'copy'} size={16} />
      {done ? 'Copied' : 'Copy'}
    </Button>
  );
}
