/** @tradesim/migrations: the only place the schema is defined, plus the seed data. */

export { migrateToLatest, migrationSource, rollbackAll } from './migration-source.js';
export { cannedResponses } from './migrations/0006_reference_data.js';
export { demoWalletAddress, seedDemoData } from './seeds/demo.js';
export { demoAssets, demoDurations } from './seeds/demo-catalogue.js';
