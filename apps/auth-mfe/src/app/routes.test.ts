import { routeTableSuite } from '@platform/ui/testing';
import routes from '../routes.json';
import { PAGES } from './routes';

routeTableSuite('auth', routes, PAGES, import.meta.glob<Record<string, unknown>>(['/src/**/*.tsx', '!/src/**/*.test.tsx']));
