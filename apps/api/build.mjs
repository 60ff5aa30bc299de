// Bundles the API into dist/main.js; npm packages stay external (resolved from node_modules at run time),
// except the workspace libs (@platform/*), which ship TypeScript source and are bundled in, and the
// service's own `#src/…` imports (package.json `imports`), which are its source. Then makes
// the PGlite cluster that the first start on an empty data folder copies (src/db/pglite-cluster.ts).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const bundleWorkspaceLibs = {
  name: 'bundle-workspace-libs',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@platform/') || args.path.startsWith('#src/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  // The lease keeper's thread runs its own file (src/modules/rooms/cluster/lease-keeper.ts): dist/lease-worker.js.
  entryPoints: ['src/main.ts', 'src/db/make-template.ts', 'src/modules/rooms/cluster/lease-worker.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [bundleWorkspaceLibs],
  sourcemap: true,
  logLevel: 'info',
});

execFileSync(process.execPath, ['dist/make-template.js'], { stdio: 'inherit' });
