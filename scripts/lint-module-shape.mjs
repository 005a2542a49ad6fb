/**
 * Every module of api/src/modules has the same shape, so a reader finds the same part under the
 * same name in each:
 *   service.ts               the module's use cases: what its routes and other modules call. It may
 *                            hold them or re-export them from topic files (deposits.ts...).
 *   routes.ts                its HTTP routes, when it serves any; <topic>-routes.ts holds a part
 *                            of them (routes.ts, or api/src/routes.ts, lists it).
 *   repo.ts, <topic>-repo.ts its SQL: the only files that may use knex (depcruise rule
 *                            db-drivers-only-in-repos).
 *   any other kebab-case .ts its topic files (views, rules, helpers), flat: no subfolders.
 * The role names are exact: no service.ts elsewhere under another name (price-feed-service.ts),
 * no index.ts barrels, no repository.ts or *.repo.ts. Exits 1 listing each deviation.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = fileURLToPath(new URL('../api/src/modules/', import.meta.url));

const roleFile = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?(?:routes|repo)\.ts$/;
const kebabTs = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.test)?\.ts$/;
/** Names that claim a role (service, repo, routes...) without being one of the exact role names. */
const roleLike = /(service|repo|repository|route|controller|handler)s?[.-]|^index\.ts$/;

function deviationsOf(module, entries) {
  const found = [];
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  for (const entry of entries) {
    if (entry.isDirectory()) found.push(`${entry.name}/ is a subfolder: a module is flat`);
  }
  if (!files.includes('service.ts')) found.push('has no service.ts (its use cases)');
  if (files.some((file) => file.endsWith('-routes.ts')) && !files.includes('routes.ts')) {
    found.push('has <topic>-routes.ts but no routes.ts');
  }
  for (const file of files) {
    if (file === 'service.ts' || roleFile.test(file)) continue;
    if (!kebabTs.test(file)) found.push(`${file}: not a kebab-case .ts file`);
    else if (roleLike.test(file)) {
      found.push(
        `${file}: names a role but is not service.ts, routes.ts, <topic>-routes.ts or (<topic>-)repo.ts`,
      );
    }
  }
  return found.map((text) => `api/src/modules/${module}: ${text}`);
}

const deviations = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    deviationsOf(entry.name, readdirSync(join(modulesDir, entry.name), { withFileTypes: true })),
  );

if (deviations.length > 0) {
  console.error(`Module shape (scripts/lint-module-shape.mjs): ${deviations.length} deviation(s)`);
  for (const line of deviations) console.error(`  ${line}`);
  process.exit(1);
}
