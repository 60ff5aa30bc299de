import { fileURLToPath } from 'node:url';
/** The site copy the e2e server serves (tests may release remotes into it); one per port, so runs never collide. */
export const E2E_SITE_DIR = fileURLToPath(new URL(`../.site-${process.env.E2E_PORT ?? 4310}`, import.meta.url));
