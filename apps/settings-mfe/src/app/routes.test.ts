import { describe, expect, it } from 'vitest';
import { pageTargets, routeTableProblems } from '@platform/ui';
import routes from '../routes.json';
import { PAGES } from './routes';

describe('settings route table', () => {
  it('has a page for every path of src/routes.json and no page without a path', () => {
    expect(routeTableProblems(routes, PAGES)).toEqual([]);
  });

  const screens = import.meta.glob<Record<string, unknown>>(['/src/**/*.tsx', '!/src/**/*.test.tsx']);
  it.each(pageTargets(routes))('$page: the route points straight at its screen', async ({ file, name }) => {
    const load = screens[`/src/${file}.tsx`];
    expect(load, `src/${file}.tsx`).toBeDefined();
    expect(typeof (await load())[name]).toBe('function');
  });
});
