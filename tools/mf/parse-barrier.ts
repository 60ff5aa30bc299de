import type { Plugin, Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;
type ModuleInfo = Rollup.ModuleInfo;

/**
 * Makes @module-federation/vite's "whole module graph parsed" barrier wait for every imported module.
 *
 * A remote declares its singletons `import: false`, and the plugin writes each one's share module
 * (`__loadShare__`) with only the named exports its importers use, once its `parseEnd` hook sees the
 * graph complete. Under Rolldown, `moduleParsed` gets `importedIds` without `importedIdResolutions`,
 * and the plugin counts an imported id as pending only when `getModuleInfo(id)` already knows it,
 * that is when Rolldown has started loading it. A child whose load had not started within the 10 ms the
 * barrier waits after the last parse was not counted: on a busy machine the barrier fired early and the
 * `@platform/ui` share module listed only the names seen so far, so the first build on a fresh clone
 * failed with MISSING_EXPORT for the rest (and passed on the next tries).
 *
 * Here `parseEnd` sees every imported id as known, so it stays pending until parsed (externals are still
 * probed and dropped by the plugin). The narrowing is then computed from the whole graph, every time.
 */
type ModuleParsed = (this: PluginContext, info: ModuleInfo) => unknown;

export function waitForWholeGraph(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) => {
    if (plugin?.name !== 'parseEnd') return plugin;
    const original = plugin.moduleParsed;
    if (typeof original !== 'function')
      throw new Error('@module-federation/vite: parseEnd.moduleParsed changed shape; re-check tools/mf/parse-barrier.ts');
    const moduleParsed: ModuleParsed = function (info) {
      const knowsEveryImport = new Proxy(this, {
        get(target, key) {
          if (key === 'getModuleInfo') return (id: string) => target.getModuleInfo(id) ?? { id };
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      return (original as ModuleParsed).call(knowsEveryImport, info);
    };
    return { ...plugin, moduleParsed } as Plugin;
  });
}
