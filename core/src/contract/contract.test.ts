import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listContracts } from './define.js';
import { contract } from './index.js';

const routes = listContracts(contract);

/** The names of a params schema's fields (an object schema's shape). */
function paramNames(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
}

describe('the route contracts', () => {
  it('declare each method and path once, under /api', () => {
    const keys = routes.map(({ contract: route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { name, contract: route } of routes) expect(route.path, name).toMatch(/^\/api\//);
  });

  it('type every path parameter, and only those', () => {
    for (const { name, contract: route } of routes) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      expect(paramNames(route.params), name).toEqual(inPath);
    }
  });

  it('name the staff area of every route staff call', () => {
    for (const { name, contract: route } of routes) {
      if (route.auth === 'admin' || route.auth === 'user-or-admin') expect(route.staff, name).toBeDefined();
      else expect(route.staff, name).toBeUndefined();
    }
  });

  it('key only writes, and take a file only by POST', () => {
    for (const { name, contract: route } of routes) {
      if (route.idempotent) expect(route.method, name).toBe('post');
      if (route.upload) expect(route.method, name).toBe('post');
    }
  });

  it('name what the audit log records for every staff change outside their own account', () => {
    for (const { name, contract: route } of routes) {
      const staffChange = route.auth === 'admin' && route.method !== 'get';
      const recorded = staffChange && route.staff !== 'account' && route.staff !== 'test-clock';
      if (recorded) expect(route.audit?.length ?? 0, name).toBeGreaterThan(0);
      else expect(route.audit, name).toBeUndefined();
    }
  });
});
