import type { SettingsChangedMessage } from './publish.js';

/**
 * The trading limits or the durations changed: published in the changing transaction, so every
 * instance reloads its in-memory copy (modules/market/market-view.ts) when it commits. Its topic is
 * internal: no client can subscribe to `settings`.
 */
export function settingsChanged(
  what: SettingsChangedMessage['data']['what'],
  now: Date,
): SettingsChangedMessage {
  return { topic: 'settings', event: 'changed', data: { what }, at: now.toISOString() };
}
