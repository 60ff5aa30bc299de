import { fileURLToPath } from 'node:url';
/** The site copy the e2e server serves (tests may release remotes into it). */
export const E2E_SITE_DIR = fileURLToPath(new URL('../.site', import.meta.url));
