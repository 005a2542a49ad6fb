import { notificationsQuery } from '../../features/notifications/api/use-notifications.js';
import type { ScreenRead } from '../../lib/screen-read.js';
import { assetsQuery } from '../../lib/use-market.js';
import { meQuery } from '../../lib/use-me.js';

/** The header search's list with nothing typed: every asset by name. */
export const searchAllAssets = { sort: 'name', order: 'asc' } as const;

/** What every signed-in screen's frame reads as it opens: the profile, the bell, the header's search. */
export const frameReads: readonly ScreenRead[] = [
  (cache, client) => cache.prefetchQuery(meQuery(client)),
  (cache, client) => cache.prefetchQuery(notificationsQuery(client)),
  (cache, client) => cache.prefetchQuery(assetsQuery(client, searchAllAssets)),
];
