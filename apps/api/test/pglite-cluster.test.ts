import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_SETTINGS, makeTemplate, memoryTemplate, prepareDataDir } from '../src/db/pglite-cluster';

const root = mkdtempSync(path.join(tmpdir(), 'pglite-cluster-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function settingsOf(location: string) {
  const db = await PGlite.create(location, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  try {
    await db.query('CREATE TABLE IF NOT EXISTS kept (note text)');
    await db.query("INSERT INTO kept VALUES ('written')");
    return (
      await db.query<{ shared_buffers: string; max_connections: string }>(
        "SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('max_connections') AS max_connections",
      )
    ).rows[0];
  } finally {
    await db.close();
  }
}

describe('a new PGlite data folder', () => {
  const dist = path.join(root, 'dist');

  it('is copied from the cluster the build made, which PGlite opens with the small buffer pool', async () => {
    await makeTemplate(dist);
    const location = path.join(root, 'first', 'pglite');
    expect(await prepareDataDir(location, [dist])).toBe('template');
    expect(await settingsOf(location)).toEqual({ shared_buffers: '32MB', max_connections: '10' });
    // A second service on another folder gets its own copy: the template is never opened itself.
    const other = path.join(root, 'second', 'pglite');
    expect(await prepareDataDir(other, [dist])).toBe('template');
    const db = await PGlite.create(other);
    expect((await db.query("SELECT to_regclass('kept') AS kept")).rows).toEqual([{ kept: null }]);
    await db.close();
  }, 60_000);

  it('in memory, is loaded from the same cluster in one file', async () => {
    const dump = memoryTemplate([dist]);
    expect(dump).toBeInstanceOf(Blob);
    const db = await PGlite.create('memory://', { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS], loadDataDir: dump });
    expect((await db.query("SELECT current_setting('shared_buffers') AS shared_buffers")).rows).toEqual([{ shared_buffers: '32MB' }]);
    await db.close();
  });

  it('is left as it is once it holds a database', async () => {
    const location = path.join(root, 'first', 'pglite');
    expect(await prepareDataDir(location, [dist])).toBe('existing');
  });

  it('gets its own initdb when the build made its cluster with another PGlite or other settings', async () => {
    writeFileSync(path.join(dist, 'pglite-template.json'), JSON.stringify({ pglite: '0.0.1', settings: PGLITE_SETTINGS }));
    const location = path.join(root, 'stale', 'pglite');
    expect(memoryTemplate([dist])).toBeUndefined();
    expect(await prepareDataDir(location, [dist])).toBe('initdb');
    expect(await settingsOf(location)).toEqual({ shared_buffers: '32MB', max_connections: '10' });
  }, 60_000);

  it('gets its own initdb when there is no build beside the service (run from source)', async () => {
    const location = path.join(root, 'source', 'pglite');
    expect(await prepareDataDir(location, [path.join(root, 'no-build')])).toBe('initdb');
  }, 60_000);
});
