// Bundles the API into dist/main.js; npm packages stay external (resolved from node_modules at run time),
// except the workspace libs (@platform/*), which ship TypeScript source and are bundled in.
import { build } from 'esbuild';

const bundleWorkspaceLibs = {
  name: 'bundle-workspace-libs',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [bundleWorkspaceLibs],
  sourcemap: true,
  logLevel: 'info',
});
