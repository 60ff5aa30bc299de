import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import {
  FIRST_PAINT_CONTENT_MARKER as CONTENT_MARKER,
  FIRST_PAINT_FILE,
  type FirstPaintFile,
} from '../../libs/contracts/src/site/first-paint.ts';

/**
 * The first screen of a route as HTML, made at build time from the app's own components (React's
 * server renderer through Vite's SSR loader, with the build's CSS-module names and the app's own
 * locale files), so the server can send it in the page and the browser paints it before any script
 * runs. The shell replaces it with the live screen when the remote has mounted (`first-paint.ts`).
 */

// Loaded by Node itself, so the page's modules and the renderer share one React, one router.
const EXTERNAL = ['react', 'react-dom', 'zustand', 'react-router-dom', 'react-router'];

type Strings = Record<string, unknown>;
export interface FirstPaintRoute {
  path: string;
  page?: string;
  firstPaint?: boolean;
  /** `file#export` of an object of screens per state the server picks at serve time (FirstPaintFile.states). */
  firstPaintStates?: string;
}

/**
 * The first paint's HTML is a picture: no ids or test ids or layout/remote markers (the live screen
 * has them, once), no form, nothing to submit.
 */
export function inertMarkup(html: string): string {
  return html

    .replace(/\s(?:id|for|aria-labelledby|aria-describedby|aria-controls|name|data-testid|data-layout|data-remote-[a-z]+)="[^"]*"/g, '')
    .replace(/<form\b/g, '<div')
    .replace(/<\/form>/g, '</div>');
}

/** A sample URL for a route pattern (`/j/:alias` -> `/j/first-paint`): pages read their params, not data. */
const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, 'first-paint');

async function withRenderer<T>(
  root: string,
  scopedName: string,
  run: (tools: {
    load: (file: string) => Promise<Record<string, unknown>>;
    render: (element: unknown, language: string) => Promise<string>;
    h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
    Router: unknown;
    addStrings: (language: string, namespace: string, strings: Strings) => void;
  }) => Promise<T>,
): Promise<T> {
  const previousLocation = (globalThis as { location?: unknown }).location;
  // Modules that read the page's URL at start (the shell's route store) see the route being drawn.
  (globalThis as { location?: unknown }).location = new URL('http://first-paint.invalid/');
  let server: ViteDevServer | null = null;
  try {
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      plugins: [react()],
      css: { modules: { generateScopedName: scopedName } },
      define: { __REMOTE_VERSION__: '"first-paint"', __SHELL_VERSION__: '"first-paint"' },
      ssr: { external: EXTERNAL },
    });
    const vite = server;
    const [{ renderToStaticMarkup }, React, routerDom] = await Promise.all([
      import('react-dom/server'),
      import('react'),
      import('react-router-dom'),
    ]);
    const { i18n, initI18n } = (await vite.ssrLoadModule('@platform/i18n')) as {
      i18n: { addResourceBundle: (...args: unknown[]) => void; changeLanguage: (l: string) => Promise<unknown> };
      initI18n: (language: string) => Promise<unknown>;
    };
    await initI18n('en');
    return await run({
      load: (file) => vite.ssrLoadModule(file),
      h: React.createElement as never,
      Router: routerDom.MemoryRouter,
      addStrings: (language, namespace, strings) => i18n.addResourceBundle(language, namespace, strings, true, true),
      render: async (element, language) => {
        await i18n.changeLanguage(language);
        return inertMarkup(renderToStaticMarkup(element as never));
      },
    });
  } finally {
    await server?.close();
    (globalThis as { location?: unknown }).location = previousLocation;
  }
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Strings;
const LIBS_I18N = join(import.meta.dirname, '../../libs/i18n/src');
const LANGUAGES = ['en', 'vi'];

function addCommonStrings(addStrings: (language: string, namespace: string, strings: Strings) => void) {
  for (const language of LANGUAGES) addStrings(language, 'common', readJson(join(LIBS_I18N, `locales/${language}.json`)));
}

/** An export of a module under the app's src/, by routes.json's `file#export`. */
async function exported(load: (file: string) => Promise<Record<string, unknown>>, ref: string, route: string) {
  const [file, name] = ref.split('#');
  const value = (await load(`/src/${file}.tsx`))[name];
  if (!value) throw new Error(`first paint of ${route}: src/${file}.tsx has no export ${name}`);
  return value;
}

/**
 * A remote's first paints: for each route of src/routes.json marked `firstPaint`, its page in each
 * language, inside the remote's root element as `createRemoteApp` draws it; and for a route naming
 * `firstPaintStates`, each of those screens (the server picks one per request and fills its fields).
 */
export async function renderRemoteFirstPaint(dir: string, name: string): Promise<FirstPaintFile> {
  const routes = (JSON.parse(readFileSync(join(dir, 'src/routes.json'), 'utf8')) as FirstPaintRoute[]).filter(
    (r) => r.firstPaint && r.page,
  );
  if (routes.length === 0) return {};
  return withRenderer(dir, `${name}_[local]_[hash:base64:5]`, async ({ load, render, h, Router, addStrings }) => {
    addCommonStrings(addStrings);
    for (const language of LANGUAGES) addStrings(language, name, readJson(join(dir, `src/locales/${language}.json`)));
    const draw = async (path: string, Screen: unknown) => {
      const drawn: Record<string, string> = {};
      for (const language of LANGUAGES) {
        const page = h(Router, { initialEntries: [samplePath(path)] }, h(Screen));
        drawn[language] = await render(h('div', { className: 'remote-root' }, page), language);
      }
      return drawn;
    };
    const out: Required<Pick<FirstPaintFile, 'routes' | 'states'>> = { routes: {}, states: {} };
    for (const route of routes) {
      const Page = await exported(load, route.page!, route.path);
      if (typeof Page !== 'function') throw new Error(`first paint of ${route.path}: ${route.page} is not a component`);
      out.routes[route.path] = await draw(route.path, Page);
      if (!route.firstPaintStates) continue;
      const screens = (await exported(load, route.firstPaintStates, route.path)) as Record<string, unknown>;
      out.states[route.path] = {};
      for (const [state, Screen] of Object.entries(screens)) out.states[route.path][state] = await draw(route.path, Screen);
    }
    return Object.keys(out.states).length ? out : { routes: out.routes };
  });
}

/**
 * The shell's layouts around the content slot (what ShellRoot draws before a remote mounts), for a
 * visitor not signed in, in each language; CONTENT_MARKER where the remote's first paint goes.
 */
export async function renderShellFirstPaint(dir: string): Promise<FirstPaintFile> {
  return withRenderer(dir, '[local]', async ({ load, render, h, addStrings }) => {
    addCommonStrings(addStrings);
    const { MainLayout } = await load('/src/ui/layouts/MainLayout.tsx');
    const { AuthLayout, PublicLayout } = await load('/src/ui/layouts/OtherLayouts.tsx');
    const layouts = { main: MainLayout, auth: AuthLayout, public: PublicLayout };
    const slot = h(
      'div',
      null,
      h(
        'div',
        { className: 'shell-slot-host' },
        h(
          'div',
          { className: 'shell-content-slot' },
          h('div', { className: 'shell-remote', dangerouslySetInnerHTML: { __html: CONTENT_MARKER } }),
        ),
      ),
    );
    const out: Record<string, Record<string, string>> = {};
    for (const [layout, Layout] of Object.entries(layouts)) {
      out[layout] = {};
      for (const language of LANGUAGES) out[layout][language] = await render(h(Layout, null, slot), language);
    }
    return { layouts: out };
  });
}

/** Emits first-paint.json (a remote's routes and states, or the shell's layouts) beside the build's other files. */
export function firstPaintPlugin(render: () => Promise<FirstPaintFile>): Plugin {
  return {
    name: 'platform-first-paint',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_FILE, source: JSON.stringify(await render()) });
    },
  };
}
