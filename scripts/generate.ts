/**
 * `npm run generate`: writes what is derived from the route contracts, the SDK's route table
 * and docs/reference/http.md. Tests fail while either is out of date.
 */
import { writeFileSync } from 'node:fs';
import { renderSdkRoutes, sdkRoutesFile } from './sdk-routes.js';

writeFileSync(sdkRoutesFile, renderSdkRoutes());
console.log(`wrote ${sdkRoutesFile}`);
