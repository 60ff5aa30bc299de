#!/usr/bin/env node
/**
 * The size budget of `npm test`: fails when JavaScript before first render of
 * a route, or a remote's entry, passes its budget in size-budgets.json.
 *   node scripts/check-size.mjs [--site <dir>] [--budgets <file>] [--static]
 * SIZE_PORT (default 4391) is where the site is served while measuring.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SITE_DIR } from './lib/paths.mjs';
import { BUDGETS_FILE, formatReport, measureRoutes, overBudget, readBudgets, remoteEntrySizes, serveSite } from './lib/size.mjs';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: SITE_DIR },
    budgets: { type: 'string', default: BUDGETS_FILE },
    static: { type: 'boolean', default: false },
  },
});
if (!existsSync(join(values.site, 'index.html'))) {
  console.error(`No site in ${values.site}: build first (node scripts/build-site.mjs).`);
  process.exit(1);
}
const budgets = readBudgets(values.budgets);
const server = await serveSite({ siteDir: values.site, port: Number(process.env.SIZE_PORT ?? 4391), staticOnly: values.static });
let problems;
try {
  const results = await measureRoutes(
    server.origin,
    Object.entries(budgets.routes).map(([name, r]) => ({ name, ...r })),
  );
  const entries = remoteEntrySizes(values.site);
  console.log(formatReport(results, entries, budgets, { top: 8 }));
  problems = overBudget(results, entries, budgets);
} finally {
  server.close();
}
if (problems.length) {
  console.error(`\nOver the size budget:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nEvery size budget holds.');
