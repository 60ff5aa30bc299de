// One route table for the shell and the server that preloads a route's remote (libs/contracts/src/site).
export { buildRouteTable, matchPattern } from '@platform/contracts/src/site/route-table';
export type { RouteMatch, RouteTable } from '@platform/contracts/src/site/route-table';
