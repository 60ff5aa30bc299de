#!/usr/bin/env node
/**
 * npm run start:cluster: the product as several API instances behind one address (issue 25), on this
 * machine's loopback: a PostgreSQL cluster and Redis from Debian's packages, three API instances sharing
 * them, nginx in front serving the site and HLS files. Prints the one URL; Ctrl-C stops everything.
 * Data stays in .data/cluster/ between starts. Options: CLUSTER_PORT (nginx, default 8090),
 * CLUSTER_INSTANCES (3). Build first (npm start builds; or `npm run build -w @platform/api` and
 * `node scripts/build-site.mjs`): instances run apps/api/dist/main.js, nginx serves dist/site.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureRuntime } from './lib/ensure-runtime.mjs';
import { SITE_DIR } from './lib/paths.mjs';
import { apiCommand, missingTools, startCluster } from './lib/cluster.mjs';

await ensureRuntime();
const missing = missingTools();
if (missing.length) {
  for (const line of missing) console.error(line);
  process.exit(1);
}
if (apiCommand().includes('tsx'))
  console.error(
    'apps/api is not built, or its build is older than its source: the instances run from source (slower to start). `npm run build -w @platform/api` builds it.',
  );
if (!existsSync(path.join(SITE_DIR, 'index.html')))
  console.error(`The site is not built in ${SITE_DIR}: pages say so. \`node scripts/build-site.mjs\` builds it.`);

let cluster;
try {
  cluster = await startCluster({
    port: Number(process.env.CLUSTER_PORT) || 8090,
    instances: Number(process.env.CLUSTER_INSTANCES) || 3,
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(`Cannot start the cluster: ${error.message}`);
  process.exit(1);
}
console.log(`Platform ready at ${cluster.url} (${cluster.instances.length} API instances behind nginx)`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// An instance that dies is reported; nginx keeps serving from the others.
for (const instance of cluster.instances)
  instance.child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${instance.id} exited (${signal ?? code}); nginx serves from the others`);
  });
