/** One schema migration: applied once, in the order of the list in index.ts, recorded by version. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
