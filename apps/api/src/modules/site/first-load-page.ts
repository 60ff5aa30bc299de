import { createHash } from 'node:crypto';
import {
  buildRouteTable,
  INLINE_MANIFEST_ID,
  SERVED_DETAIL_ID,
  OVERRIDE_QUERY,
  OVERRIDE_STORAGE_KEY,
  overridesAllowed,
  parseOverrideQuery,
  PRELOAD_KEY_META,
  resolveRemotes,
  type EnvironmentManifest,
  type FirstLoadUrls,
  type Overrides,
  type ResolvedRemote,
  type RouteEntry,
} from '@platform/contracts';
import { withFirstPaint } from './first-paint';

/** What the shell's build says its first render needs (shell-meta.json), relative to the site root. */
export interface ShellFirstLoad {
  modules: string[];
  styles: string[];
  strings: Record<string, string[]>;
}

export interface PageRequest {
  pathname: string;
  /** The browser's staging overrides (query, else its cookie); ignored outside staging. */
  overrides: Overrides;
  /** The language whose strings to preload. */
  language: string;
  /** The preload sets this browser has loaded (its `preloaded` cookie): their hints are not sent again. */
  preloaded?: readonly string[];
}

/** The name of a page's preload set: it changes with any URL in it (a release, an override, the language). */
export function preloadKey(urls: FirstLoadUrls): string {
  return createHash('sha256').update(JSON.stringify(urls)).digest('base64url').slice(0, 12);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside a script data block: `<` escaped so no `</script>` can close it. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The overrides a request carries: `?remote-override=` wins (as the shell applies it), else the
 * cookie the shell mirrors its stored overrides into.
 */
export function requestOverrides(search: string, cookieHeader: string | undefined): Overrides {
  const fromQuery = parseOverrideQuery(new URLSearchParams(search).get(OVERRIDE_QUERY));
  const cookieName = OVERRIDE_STORAGE_KEY;
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${cookieName}=`));
  let stored: Overrides = {};
  try {
    stored = (cookie && parseOverrideQuery(decodeURIComponent(cookie.slice(cookieName.length + 1)))) || {};
  } catch {
    stored = {};
  }
  if (fromQuery === null) return {};
  return { ...stored, ...(fromQuery ?? {}) };
}

/** The route a page request shows and the remote (at the version this browser loads) that draws it. */
export function routeOf(
  manifest: EnvironmentManifest,
  request: PageRequest,
): { route: RouteEntry; params: Record<string, string>; remote: ResolvedRemote } | null {
  const remotes = resolveRemotes(manifest, overridesAllowed(manifest) ? request.overrides : {});
  const match = buildRouteTable(remotes).match(request.pathname);
  const remote = match ? remotes.find((r) => r.name === match.remote) : undefined;
  return match && remote ? { route: match.route, params: match.params, remote } : null;
}

/** Every URL the page at `pathname` needs before first render, for the versions this browser will load. */
export function firstLoadUrls(manifest: EnvironmentManifest, shell: ShellFirstLoad | null, request: PageRequest): FirstLoadUrls {
  const modules = (shell?.modules ?? []).map((file) => `/${file}`);
  const styles = (shell?.styles ?? []).map((file) => `/${file}`);
  const strings = (shell?.strings[request.language] ?? []).map((file) => `/${file}`);
  const remote = routeOf(manifest, request)?.remote;
  if (remote) {
    modules.push(remote.entry, ...(remote.firstLoad?.modules ?? []).filter((url) => url !== remote.entry));
    styles.push(...(remote.firstLoad?.styles ?? []));
    strings.push(...(remote.firstLoad?.strings[request.language] ?? []));
  }
  return { modules: [...new Set(modules)], styles: [...new Set(styles)], strings: { [request.language]: [...new Set(strings)] } };
}

/**
 * The shell's index.html as served for one request: the environment manifest inlined (the shell
 * reads it instead of fetching it) and every file of the route's first render requested at once
 * (modulepreload, preload), instead of one round trip after another. With the route's first paint
 * (`paint`), the route's stylesheets apply at once and the paint goes in the body; what the server
 * knew to draw it (`served`, e.g. the join page's event) goes in a data block the live page starts from.
 */
export function renderPage(
  template: string,
  manifest: EnvironmentManifest,
  shell: ShellFirstLoad | null,
  request: PageRequest,
  paint: string | null = null,
  served: unknown = undefined,
): string {
  const urls = firstLoadUrls(manifest, shell, request);
  const key = preloadKey(urls);
  // A browser that loaded this set has it in its cache: hints would only compete with the first paint.
  const hint = !request.preloaded?.includes(key);
  const already = (url: string) => template.includes(`href="${url}"`) || template.includes(`src="${url}"`);
  const tags = [
    `<meta name="${PRELOAD_KEY_META}" content="${key}">`,
    ...(hint ? [...urls.modules, ...Object.values(urls.strings).flat()] : [])
      .filter((url) => !already(url))
      .map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`),
    // no crossorigin: the stylesheet link the federation runtime adds later fetches without CORS, and a preload is reused only by the same mode
    ...(paint || hint ? urls.styles : [])
      .filter((url) => !already(url))
      .map((url) => `<link rel="${paint ? 'stylesheet' : 'preload" as="style'}" href="${escapeAttribute(url)}">`),
  ];
  const data = [
    `<script id="${INLINE_MANIFEST_ID}" type="application/json">${inlineJson(manifest)}</script>`,
    ...(served === undefined ? [] : [`<script id="${SERVED_DETAIL_ID}" type="application/json">${inlineJson(served)}</script>`]),
  ].join('');
  // The data goes after the first paint: the shell's scripts read it once the page is parsed, and the
  // screen's markup arrives (and paints) first instead of waiting behind it.
  const withPreloads = template.replace('</head>', `${tags.join('')}</head>`);
  const page = withPreloads.includes('</body>')
    ? withPreloads.replace('</body>', () => `${data}</body>`)
    : withPreloads.replace('</head>', () => `${data}</head>`);
  return paint ? withFirstPaint(page, paint, request.language) : page;
}
