import type { ReactNode } from 'react';
import { Route, Routes } from '@platform/router';

/** One line of a remote's src/routes.json: the shell reads path/layout/title/login, the remote reads `page`. */
export interface RouteTableEntry {
  path: string;
  /** The key of the element in the remote's page table that renders this path. */
  page: string;
}

/** What is wrong between a route table and its pages: routes naming no page, pages no route uses. */
export function routeTableProblems(routes: readonly RouteTableEntry[], pages: Record<string, ReactNode>): string[] {
  const problems = routes.filter((route) => !(route.page in pages)).map((route) => `${route.path}: no page named "${route.page}"`);
  const used = new Set(routes.map((route) => route.page));
  for (const name of Object.keys(pages)) if (!used.has(name)) problems.push(`page "${name}" has no route`);
  return problems;
}

/**
 * Where each route's screen is: a `page` is `<file under src/, no extension>#<export>`, so the route table
 * points straight at the screen (the remote's routes test imports each and checks the export).
 */
export function pageTargets(routes: readonly RouteTableEntry[]): Array<{ page: string; file: string; name: string }> {
  return [...new Set(routes.map((route) => route.page))].map((page) => {
    const [file, name = ''] = page.split('#');
    return { page, file, name };
  });
}

/**
 * A remote's <Routes> made from its src/routes.json, so each path is written once (the shell's
 * manifest and the router read the same file); `pages` maps each entry's `page` to its element.
 * @example <RouteTable routes={routes} pages={{ 'features/wallet/components/WalletPage#WalletPage': <WalletPage /> }} />
 */
export function RouteTable({
  routes,
  pages,
  fallback,
}: {
  routes: readonly RouteTableEntry[];
  pages: Record<string, ReactNode>;
  fallback?: ReactNode;
}) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={pages[route.page] ?? null} />
      ))}
      {fallback !== undefined && <Route path="*" element={fallback} />}
    </Routes>
  );
}
