import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../src/db/database';
import { classify } from '../src/db/read-cache';

let db: Database;
beforeAll(async () => {
  db = await openPglite('memory://');
  await db.query("CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL, meta jsonb NOT NULL DEFAULT '{}')");
  await db.query("INSERT INTO notes (body) VALUES ('one')");
});
afterAll(() => db.close());

describe('reads answered from memory on PGlite', () => {
  it('sees every write made through the service, single statement or transaction', async () => {
    expect(await db.query('SELECT body FROM notes ORDER BY id', [], { cache: true })).toEqual([{ body: 'one' }]);
    expect(await db.query('SELECT body FROM notes ORDER BY id', [], { cache: true })).toEqual([{ body: 'one' }]);
    await db.query('UPDATE notes SET body = $1 WHERE id = 1', ['uno']);
    expect(await db.query('SELECT body FROM notes ORDER BY id', [], { cache: true })).toEqual([{ body: 'uno' }]);
    await db.transaction(async (tx) => tx.query("INSERT INTO notes (body) VALUES ('two')"));
    expect(await db.query('SELECT body FROM notes ORDER BY id', [], { cache: true })).toEqual([{ body: 'uno' }, { body: 'two' }]);
    await db.query('WITH gone AS (DELETE FROM notes WHERE id = 2 RETURNING id) SELECT count(*)::int AS n FROM gone');
    expect(await db.query('SELECT body FROM notes ORDER BY id', [], { cache: true })).toEqual([{ body: 'uno' }]);
  });

  it('hands each caller its own copy, so changing a result changes nothing kept', async () => {
    const [first] = await db.query<{ meta: Record<string, unknown> }>('SELECT meta FROM notes WHERE id = 1', [], { cache: true });
    first.meta.changed = true;
    const [again] = await db.query<{ meta: Record<string, unknown> }>('SELECT meta FROM notes WHERE id = 1', [], { cache: true });
    expect(again.meta).toEqual({});
  });

  it('never keeps what depends on the clock or takes locks, and treats unknown statements as writes', () => {
    expect(classify('SELECT body FROM notes WHERE id = $1')).toBe('cacheable');
    expect(classify('SELECT id FROM sessions WHERE expires_at > now()')).toBe('uncached-read');
    expect(classify('SELECT id FROM notes FOR UPDATE')).toBe('uncached-read');
    expect(classify("SELECT nextval('notes_id_seq')")).toBe('uncached-read');
    expect(classify('WITH x AS (UPDATE notes SET body = body RETURNING id) SELECT * FROM x')).toBe('write');
    expect(classify('INSERT INTO notes (body) VALUES ($1)')).toBe('write');
    expect(classify('BEGIN')).toBe('write');
  });

  it('answers a clock-dependent read fresh every time', async () => {
    const [a] = await db.query<{ t: string }>('SELECT clock_timestamp()::text AS t', [], { cache: true });
    await new Promise((r) => setTimeout(r, 5));
    const [b] = await db.query<{ t: string }>('SELECT clock_timestamp()::text AS t', [], { cache: true });
    expect(a.t).not.toBe(b.t);
  });
});
