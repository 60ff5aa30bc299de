import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { INSTALLED_VERSIONS, shared } from '../../tools/mf/shared.ts';
import { firstLoadOf } from '../../tools/mf/first-load.ts';
import { firstPaintPlugin, renderShellFirstPaint } from '../../tools/mf/first-paint.ts';
import { runtimeChunkOutput } from '../../tools/mf/runtime-chunk.ts';
import { storageKeysPlugin } from './storage-keys.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** The shell: no remote URL is known at build time; the manifest says where they are. */
export default defineConfig({
  define: { __SHELL_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    storageKeysPlugin(),
    react(),
    federation({ name: 'shell', remotes: {}, shared, dts: false, experiments: { provideExternalRuntime: true } }),
    {
      name: 'platform-shell-meta',
      apply: 'build',
      generateBundle(_options, bundle) {
        // What the shell provides, so a release can refuse a remote it cannot satisfy; what its first render needs, for the server to preload.
        // the entry and the federation host's start-up (hostInit and pendingShares: the shared singletons the shell provides)
        const entries = Object.values(bundle)
          .filter((c) => c.type === 'chunk' && (c.isEntry || /hostInit|pendingShares/.test(c.fileName)))
          .map((c) => c.fileName);
        const meta = { version: pkg.version, provides: INSTALLED_VERSIONS, firstLoad: firstLoadOf(bundle, entries) };
        this.emitFile({ type: 'asset', fileName: 'shell-meta.json', source: JSON.stringify(meta, null, 2) });
      },
    },
    firstPaintPlugin(() => renderShellFirstPaint(import.meta.dirname)),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, rolldownOptions: { output: runtimeChunkOutput() } },
});
