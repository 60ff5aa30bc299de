import type { Plugin } from 'vite';
import { SHARED_REQUIREMENTS } from './shared.ts';
import { firstLoadOf } from './first-load.ts';

export type { RouteEntry } from '../../apps/shell/src/manifest/types.ts';
import type { RouteEntry } from '../../apps/shell/src/manifest/types.ts';

/**
 * Emits remote-meta.json beside remoteEntry.js: what a release needs to know
 * (name, version, route table, shared requirements, the exposed module, and what its first render
 * needs, which the server preloads with the page).
 */
export function remoteMetaPlugin({
  lazyExposes = [],
  ...meta
}: {
  name: string;
  version: string;
  routes: RouteEntry[];
  lazyExposes?: string[];
}): Plugin {
  return {
    name: 'platform-remote-meta',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'remote-meta.json',
        source: JSON.stringify(
          {
            ...meta,
            entry: 'remoteEntry.js',
            exposes: ['./app'],
            shared: SHARED_REQUIREMENTS,
            firstLoad: firstLoadOf(bundle, ['remoteEntry.js'], { lazyExposes }),
            builtAt: new Date().toISOString(),
          },
          null,
          2,
        ),
      });
    },
  };
}
