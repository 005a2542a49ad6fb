/** @tradesim/api: imported only by its own tests (DESIGN.md "Shape"). */
export { type Clock, systemClock, testClock } from './clock.js';
export { type Config, ConfigError, defaultRateLimits, loadConfig } from './config.js';
export type { AppContext } from './context.js';
export { connectDatabase, type Database } from './db/connect.js';
export { type RunningServer, type StartOptions, startServer } from './server.js';
