import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSdkRoutes, sdkRoutesFile } from '../sdk-routes.js';

describe('sdk/src/generated/routes.ts', () => {
  it('is what npm run generate writes from the route contracts', () => {
    // A contract added, removed or changed without regenerating the SDK's table fails here.
    expect(readFileSync(sdkRoutesFile, 'utf8')).toBe(renderSdkRoutes());
  });
});
