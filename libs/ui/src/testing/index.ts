/** Test support the apps' suites share (imports vitest: never imported by a page). */
export { routeTableSuite } from './route-table-suite';
