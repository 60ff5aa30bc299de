import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { pageTargets, routeTableProblems, type RouteTableEntry } from '../remote/route-table';

/** A remote's screens by file, as `import.meta.glob(['/src/**\/*.tsx', '!/src/**\/*.test.tsx'])` gives them in its test. */
type Screens = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * The route-table test every remote runs (its `src/app/routes.test.ts`): every path of src/routes.json
 * has a page and every page a path, and each `page` points straight at a screen: the file exists under
 * src/ and exports that name. Test support only: no page imports it.
 */
export function routeTableSuite(remote: string, routes: readonly RouteTableEntry[], pages: Record<string, ReactNode>, screens: Screens) {
  describe(`${remote} route table`, () => {
    it('has a page for every path of src/routes.json and no page without a path', () => {
      expect(routeTableProblems(routes, pages)).toEqual([]);
    });

    it.each(pageTargets(routes))('$page: the route points straight at its screen', async ({ file, name }) => {
      const load = screens[`/src/${file}.tsx`];
      expect(load, `src/${file}.tsx`).toBeDefined();
      expect(typeof (await load())[name]).toBe('function');
    });
  });
}
