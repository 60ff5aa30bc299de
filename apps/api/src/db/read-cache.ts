/**
 * Hot reads answered from memory on embedded PGlite. The service is the only process on its
 * database (database.ts locks the folder) and every statement goes through it, so a read's rows
 * stay true until the next write: any write, or any transaction, empties the cache. Only reads a
 * repository marks `{ cache: true }` are kept, never those that depend on the clock or take locks.
 * PGlite runs one query at a time on one core (0.3-1 ms each in its WebAssembly engine), which is
 * what bounds the read path at hundreds of requests a second; a repeated read costs a copy instead.
 */
const VOLATILE =
  /\b(now|current_timestamp|current_date|current_time|localtime|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid|uuid_generate_\w+|nextval|currval|setval|lastval|pg_\w+|txid_\w+|set_config)\b/i;
const LOCKING = /\bFOR\s+(UPDATE|SHARE|NO\s+KEY\s+UPDATE|KEY\s+SHARE)\b/gi;
const WRITES = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|CREATE|ALTER|DROP|GRANT|REVOKE|COPY|VACUUM|REINDEX|CLUSTER|LOCK|NOTIFY|CALL|DO)\b/i;
/** Entries kept at most (then the cache starts over), and rows per entry worth keeping. */
export const MAX_ENTRIES = 2000;
export const MAX_ROWS = 200;

export type StatementKind = 'cacheable' | 'uncached-read' | 'write';

export function classify(sql: string): StatementKind {
  const head = sql.trimStart().slice(0, 6).toUpperCase();
  if (head !== 'SELECT' && !head.startsWith('WITH') && !head.startsWith('VALUES')) return 'write';
  const unlocked = sql.replace(LOCKING, '');
  if (WRITES.test(unlocked)) return 'write'; // a data-modifying CTE, or a word we cannot vouch for
  return unlocked !== sql || VOLATILE.test(sql) ? 'uncached-read' : 'cacheable';
}

export class ReadCache {
  private readonly entries = new Map<string, unknown[]>();
  /** Bumped by every write, so a read that overlapped one does not store what it saw. */
  private generation = 0;
  private openWrites = 0;
  hits = 0;
  misses = 0;

  /**
   * Each statement's kind by its text: the service runs a few hundred distinct texts, and classifying
   * one (regular expressions over it and a copy) took about 5 µs on every query, 1-2 of them per read.
   */
  private readonly kinds = new Map<string, StatementKind>();

  async read<T>(sql: string, params: unknown[] | undefined, run: () => Promise<T[]>, keep = true): Promise<T[]> {
    let kind = this.kinds.get(sql);
    if (kind === undefined) {
      if (this.kinds.size >= MAX_ENTRIES) this.kinds.clear(); // texts built with values in them must not grow it for ever
      this.kinds.set(sql, (kind = classify(sql)));
    }
    if (kind === 'write') {
      this.writeStarted();
      try {
        return await run();
      } finally {
        this.writeEnded();
      }
    }
    const key = keep && kind === 'cacheable' ? keyOf(sql, params) : null;
    if (key === null) return run();
    const hit = this.entries.get(key);
    if (hit) {
      this.hits += 1;
      return copyRows(hit) as T[];
    }
    this.misses += 1;
    const generation = this.generation;
    const rows = await run();
    if (generation === this.generation && this.openWrites === 0 && rows.length <= MAX_ROWS) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, copyRows(rows));
    }
    return rows;
  }

  writeStarted(): void {
    this.openWrites += 1;
    this.generation += 1;
    this.entries.clear();
  }

  writeEnded(): void {
    this.openWrites -= 1;
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * A deep copy of query rows, so a caller that changes what it got cannot change the cache. Rows hold
 * only what the database parsers make (primitives, Date, bytes, parsed JSON); copying those directly
 * costs a fraction of structuredClone's serialise-and-parse, which was a tenth of a cached list's CPU.
 */
function copyRows(rows: unknown[]): unknown[] {
  return rows.map(copyValue);
}

function copyValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyValue);
  if (value instanceof Date) return new Date(value.getTime());
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value); // bytes and anything unforeseen
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyValue((value as Record<string, unknown>)[key]);
  return copy;
}

function keyOf(sql: string, params: unknown[] | undefined): string | null {
  try {
    return `${sql}\u0000${params?.length ? JSON.stringify(params) : ''}`;
  } catch {
    return null; // a parameter JSON cannot spell (bigint): not worth keeping
  }
}
