import { ensureInstall } from './lib/ensure-install.mjs';
import { ensureRuntime } from './lib/ensure-runtime.mjs';

await ensureRuntime();
ensureInstall();
