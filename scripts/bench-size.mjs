#!/usr/bin/env node
/**
 * npm run bench:size — JavaScript loaded before first render of /app and
 * /j/{alias}, chunk by chunk (raw and gzip), and each remote's entry, against
 * the budgets in size-budgets.json. Prints figures; `check-size.mjs` enforces them.
 * SIZE_PORT (default 4390) is where the site is served while measuring.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from './lib/paths.mjs';
import { formatReport, measureRoutes, readBudgets, remoteEntrySizes, serveSite } from './lib/size.mjs';

if (!existsSync(join(SITE_DIR, 'index.html'))) {
  console.error('Build first: node scripts/build-site.mjs');
  process.exit(1);
}
const budgets = readBudgets();
const server = await serveSite({ siteDir: SITE_DIR, port: Number(process.env.SIZE_PORT ?? 4390) });
try {
  const routes = Object.entries(budgets.routes).map(([name, r]) => ({ name, ...r }));
  const results = await measureRoutes(server.origin, routes);
  console.log(formatReport(results, remoteEntrySizes(SITE_DIR), budgets, { top: Number(process.env.BENCH_TOP ?? Infinity) }));
} finally {
  server.close();
}
