/**
 * The catalogue's use cases, one topic file each: the assets themselves, adding many at once,
 * refreshing their icons, searching the market-data provider, and the price feed. The routes
 * reach them through here.
 */
export * as assets from './assets.js';
export { startBulkAdd } from './bulk-add.js';
export { startImageRefresh } from './image-refresh.js';
export { searchMarket } from './market-search.js';
export * as priceFeed from './price-feed.js';
