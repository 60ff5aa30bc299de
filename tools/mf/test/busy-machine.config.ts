/**
 * The settings remote's own build, with every one of its source modules loaded BUSY_MS late: what a
 * machine busy with other builds does to the order in which Rolldown reaches the module graph.
 */
import { remoteConfig } from '../remote-config.ts';

const config = remoteConfig(new URL('../../../apps/settings-mfe', import.meta.url).pathname);
const busyMs = Number(process.env.BUSY_MS ?? 0);
config.plugins!.unshift({
  name: 'busy-machine',
  enforce: 'pre',
  async load(id: string) {
    if (busyMs > 0 && id.includes('/settings-mfe/src/') && !id.endsWith('app.tsx'))
      await new Promise((resolve) => setTimeout(resolve, busyMs));
    return null;
  },
});
config.build!.outDir = process.env.OUT_DIR;
export default config;
