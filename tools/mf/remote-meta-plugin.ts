import type { Plugin } from 'vite';
import { SHARED_REQUIREMENTS } from './shared.ts';

export type { RouteEntry } from '../../apps/shell/src/manifest/types.ts';
import type { RouteEntry } from '../../apps/shell/src/manifest/types.ts';

/**
 * Emits remote-meta.json beside remoteEntry.js: what a release needs to know
 * (name, version, route table, shared requirements, the exposed module).
 */
export function remoteMetaPlugin(meta: { name: string; version: string; routes: RouteEntry[] }): Plugin {
  return {
    name: 'platform-remote-meta',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'remote-meta.json',
        source: JSON.stringify(
          { ...meta, entry: 'remoteEntry.js', exposes: ['./app'], shared: SHARED_REQUIREMENTS, builtAt: new Date().toISOString() },
          null,
          2,
        ),
      });
    },
  };
}
