import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What a page needs before its first render, relative to the build's output folder. */
export interface FirstLoad {
  /** JavaScript modules, in load order (modulepreload). */
  modules: string[];
  /** Stylesheets the exposed module injects when it mounts. */
  styles: string[];
  /** The strings chunks those modules fetch, per language. */
  strings: Record<string, string[]>;
}

/** Module Federation glue whose dynamic imports run at start-up: the entry's exposes and the shared modules the host provides. */
const GLUE = /(^|\/)(remoteEntry|hostInit|_virtual_mf-localSharedImportMap)[^/]*\.js$/;
const STRINGS = /\/locales\/([a-z]{2})\.json$/;

/**
 * Computed from the bundle the build just wrote: the static imports of `entries`, plus what the
 * federation glue among them imports at start-up (for a remote: its `./app` and import map; for the
 * shell: the shared singletons it provides), and the strings chunks they import. Lazy pages,
 * dialogs and the other language stay out. The server preloads this list with the HTML.
 */
export function firstLoadOf(bundle: OutputBundle, entries: string[], { lazyExposes = [] }: { lazyExposes?: string[] } = {}): FirstLoad {
  // exposed modules other remotes load on demand (the gift dialog...), not part of a page's first render
  const lazy = lazyExposes.map((source) => source.replace(/^\.\//, '/'));
  const isLazyExpose = (chunk: OutputChunk | undefined) =>
    Boolean(chunk?.facadeModuleId && lazy.some((source) => chunk.facadeModuleId!.endsWith(source)));
  const chunks = new Map(
    Object.values(bundle)
      .filter((c): c is OutputChunk => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const modules: string[] = [];
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || modules.includes(fileName) || STRINGS.test(chunk.facadeModuleId ?? '') || isLazyExpose(chunk)) return;
    modules.push(fileName);
    chunk.imports.forEach(visit);
    if (GLUE.test(fileName)) chunk.dynamicImports.forEach(visit);
  };
  entries.forEach(visit);

  const styles = new Set<string>();
  const strings: Record<string, string[]> = {};
  for (const fileName of modules) {
    const chunk = chunks.get(fileName)!;
    const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    css?.forEach((file) => styles.add(file));
    for (const target of chunk.dynamicImports) {
      const language = STRINGS.exec(chunks.get(target)?.facadeModuleId ?? '')?.[1];
      if (language && !(strings[language] ??= []).includes(target)) strings[language].push(target);
    }
  }
  return { modules, styles: [...styles], strings };
}
