import { Notice } from '@tradesim/ui-kit';
import { useOnline } from '../../lib/use-online.js';

/**
 * Said while the device has no network: what is on screen stays, but it is no longer live.
 * A page opened while offline gets the service worker's offline screen instead (offline.html).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Notice tone="warning" title="You're offline">
      Prices and balances on this screen may be out of date. They update by themselves once you are back
      online.
    </Notice>
  );
}
