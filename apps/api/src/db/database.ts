import path from 'node:path';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { PGLITE_SETTINGS, memoryTemplate, prepareDataDir, type DataDirOrigin } from './pglite-cluster';
import { ReadCache } from './read-cache';

/** The one query interface every repository uses, over PGlite or a PostgreSQL server. */
export interface QueryOptions {
  /**
   * A hot read: on PGlite its rows may be answered from memory until the next write (read-cache.ts);
   * on PostgreSQL it runs as a named prepared statement, parsed and planned once per connection.
   */
  cache?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** PGlite on disk: how its data folder came to be on this start (pglite-cluster.ts). */
  readonly dataFolder?: DataDirOrigin;
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

/** Embedded PGlite: file-backed under dataDir/pglite, or in memory for `memory://`. */
export async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  let location = 'memory://';
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const releaseLock = location === 'memory://' ? () => undefined : lockDataDir(location);
  const dataFolder = location === 'memory://' ? undefined : await prepareDataDir(location);
  const db = await PGlite.create(location, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    initDbStartParams: PGLITE_SETTINGS,
    loadDataDir: location === 'memory://' ? memoryTemplate() : undefined,
    parsers: { [INT8]: (value: string) => Number(value), [NUMERIC]: (value: string) => Number(value) },
  });
  // This process is the only one on the folder (the lock above), so it sees every write and can
  // answer repeated reads from memory; see read-cache.ts.
  const cache = new ReadCache();
  return {
    kind: 'pglite',
    dataFolder,
    query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      return cache.read<T>(sql, params, async () => (await db.query<T>(sql, params)).rows, options?.cache === true);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      cache.writeStarted();
      return db
        .transaction((tx) => fn({ query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows }))
        .finally(() => cache.writeEnded());
    },
    close: async () => {
      await db.close();
      releaseLock();
    },
  };
}

/** PGlite is single-process: a second service on the same folder would corrupt it, so refuse to start. */
function lockDataDir(location: string): () => void {
  const lockFile = path.join(location, '..', 'pglite.pid');
  try {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The database in ${location} is in use by process ${holder}. Stop it or use another DATA_DIR.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A PostgreSQL server through a pg connection pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const parseNumber = (value: string) => Number(value);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 || oid === NUMERIC ? parseNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => undefined); // an idle client dropped by the server must not crash the process
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      if (!options?.cache) return (await pool.query(sql, params)).rows as T[];
      return (await pool.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Hot reads are a handful of fixed SQL texts: one prepared statement name per text, kept per connection. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) statementNames.set(sql, (name = `hot_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`));
  return name;
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
