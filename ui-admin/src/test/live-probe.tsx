import { useAdminLiveUpdates } from '../features/live/use-admin-live-updates.js';

/** Mounts the realtime bridge in a component test, so `sdk.emit(...)` reaches the query cache. */
export function LiveProbe() {
  useAdminLiveUpdates();
  return null;
}
