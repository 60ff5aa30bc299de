import type { ResolvedRemote, RouteEntry } from './manifest';

export interface RouteMatch {
  remote: string;
  route: RouteEntry;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches a whole path against a pattern; returns params or null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const p = segments(pattern);
  const s = segments(pathname);
  const wildcard = p[p.length - 1] === '*';
  if (wildcard) p.pop();
  if (wildcard ? s.length < p.length : s.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) {
      try {
        params[p[i].slice(1)] = decodeURIComponent(s[i]);
      } catch {
        return null;
      }
    } else if (p[i] !== s[i]) return null;
  }
  return params;
}

/** More static segments first, params next, wildcards last. */
function specificity(pattern: string): number {
  return segments(pattern).reduce((score, seg) => score + (seg === '*' ? 0 : seg.startsWith(':') ? 2 : 3), 0);
}

export interface RouteTable {
  match(pathname: string): RouteMatch | null;
}

/** One table of every remote's routes, most specific first: the shell routes with it, the server preloads with it. */
export function buildRouteTable(remotes: Array<Pick<ResolvedRemote, 'name' | 'routes'>>): RouteTable {
  const entries = remotes
    .flatMap((remote) => remote.routes.map((route) => ({ remote: remote.name, route })))
    .sort((a, b) => specificity(b.route.path) - specificity(a.route.path));
  return {
    match(pathname) {
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      for (const entry of entries) {
        const params = matchPattern(entry.route.path, normalised);
        if (params) return { ...entry, params };
      }
      return null;
    },
  };
}
