import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteShared } from './shared.ts';
import { remoteMetaPlugin, type RouteEntry } from './remote-meta-plugin.ts';
import { waitForWholeGraph } from './parse-barrier.ts';
import { firstPaintPlugin, renderRemoteFirstPaint } from './first-paint.ts';
import { runtimeChunkOutput } from './runtime-chunk.ts';

/**
 * The vite config of a remote: its own build and version, exposing `./app`
 * (single-spa lifecycles). REMOTE_VERSION and REMOTE_OUT_DIR let a release
 * build a new version without touching anything else.
 */
export function remoteConfig(dir: string): UserConfig {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  // `page` names the remote's own element for the path (libs/ui RouteTable); the shell's manifest does not carry it.
  const routes: RouteEntry[] = JSON.parse(readFileSync(join(dir, 'src/routes.json'), 'utf8')).map(
    ({
      page: _page,
      firstPaint: _firstPaint,
      firstPaintStates: _states,
      ...route
    }: RouteEntry & { page?: string; firstPaint?: boolean; firstPaintStates?: string }) => route,
  );
  const name: string = pkg.platformRemote;
  const version = process.env.REMOTE_VERSION || pkg.version;
  return defineConfig({
    root: dir,
    base: './',
    define: { __REMOTE_VERSION__: JSON.stringify(version) },
    plugins: [
      react(),
      ...waitForWholeGraph(
        federation({
          name,
          filename: 'remoteEntry.js',
          // Extra modules other remotes load at runtime, e.g. the gift dialog: package.json `platformExposes`.
          exposes: { './app': './src/app.tsx', ...(pkg.platformExposes ?? {}) },
          shared: remoteShared,
          dts: false,
          experiments: { externalRuntime: true },
        }),
      ),
      remoteMetaPlugin({ name, version, routes, lazyExposes: Object.values(pkg.platformExposes ?? {}) }),
      firstPaintPlugin(() => renderRemoteFirstPaint(dir, name)),
    ],
    css: { modules: { generateScopedName: `${name}_[local]_[hash:base64:5]` } },
    build: {
      outDir: process.env.REMOTE_OUT_DIR || join(dir, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { output: runtimeChunkOutput() },
    },
    server: { cors: true },
  });
}
