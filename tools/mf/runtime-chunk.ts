/**
 * One chunk for the Module Federation runtime's modules (`@module-federation/runtime`'s index, helpers
 * and utils; in a remote, also the glue that reads the host's runtime core). Left to the bundler they
 * are three chunks, each under 1 KB in a remote, every one loaded before first render, so each first
 * load asked for two more files per app, ~330 bytes of response headers apiece (issue 27: JavaScript
 * on the wire). The federation plugin keeps its own groups (shared wrappers, the preload helper) first.
 */
export const RUNTIME_CHUNK = 'mf-runtime';
const RUNTIME_MODULES = /[\\/]@module-federation[\\/]runtime[\\/]|mf-external-runtime-core/;

/** `build.rolldownOptions.output` of an app's vite config (a fresh object: the federation plugin adds its groups to it). */
export const runtimeChunkOutput = () => ({
  codeSplitting: { groups: [{ name: RUNTIME_CHUNK, test: RUNTIME_MODULES }] },
});
