/**
 * The trading limits and the four-eyes threshold as the wallet, the reviews and the market view
 * read them; admin-settings edits the row (through the repo, under its lock).
 */
export { readFourEyesThreshold, readTradingLimits } from './repo.js';
