import { describe, expect, it } from 'vitest';
import { routeTableProblems } from '@platform/ui';
import routes from '../routes.json';
import { PAGES } from './routes';

describe('settings route table', () => {
  it('has a page for every path of src/routes.json and no page without a path', () => {
    expect(routeTableProblems(routes, PAGES)).toEqual([]);
  });
});
