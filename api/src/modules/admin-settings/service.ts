/**
 * The platform settings an admin edits, one topic file each: the investment durations, the
 * staff notification rules and the trading limits. The routes reach them through here.
 */
export * as durations from './durations.js';
export * as notifications from './notifications.js';
export * as trading from './trading.js';
