import { useLiveUpdates } from '../features/live/use-live-updates.js';

/** Mounts the realtime bridge in a component test, so `sdk.emit(...)` reaches the query cache. */
export function LiveProbe() {
  useLiveUpdates(true);
  return null;
}
