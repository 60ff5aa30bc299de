// The build's step (build.mjs): a fresh PGlite cluster beside the bundled service, which the first
// start on an empty data folder copies instead of running initdb itself (pglite-cluster.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTemplate } from './pglite-cluster';

await makeTemplate(path.dirname(fileURLToPath(import.meta.url)));
