import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freeTcpPort } from '../../../../scripts/lib/cluster-services.mjs';
import { redisUrlFromEnv } from '../../src/cluster/redis-env';
import { ConfigError } from '../../src/livekit-env';
import { buildApp } from '../../src/app';
import '../helpers'; // AUDIENCE_HLS=off, as every suite

const dataDir = mkdtempSync(path.join(tmpdir(), 'api-cluster-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The service as `npm start` runs it (from source), with these settings; what it printed and how it ended. */
function start(env: Record<string, string>) {
  const main = path.resolve(__dirname, '../../src/main.ts');
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(REDIS_URL|DATABASE_URL|LIVEKIT_)/.test(name)));
  return spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: { ...clean, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('REDIS_URL (issue 25: several instances)', () => {
  it('leaves one process on PGlite when unset', () => {
    expect(redisUrlFromEnv({})).toBeNull();
    expect(redisUrlFromEnv({ REDIS_URL: '  ' })).toBeNull();
  });

  it('takes LiveKit beside it (each media seat is kept in Redis for every instance)', () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://x', LIVEKIT_URL: 'ws://127.0.0.1:7880' };
    expect(redisUrlFromEnv(env)).toBe('redis://127.0.0.1:6379');
  });

  it.each([
    [
      { REDIS_URL: 'http://127.0.0.1:6379', DATABASE_URL: 'postgres://x' },
      'REDIS_URL must be a redis:// or rediss:// address (got "http://127.0.0.1:6379")',
    ],
    [{ REDIS_URL: 'not a url', DATABASE_URL: 'postgres://x' }, 'REDIS_URL must be a redis:// or rediss:// address (got "not a url")'],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL is set but DATABASE_URL is not'],
  ])('refuses %j with a sentence saying what to fix', (env, message) => {
    expect(() => redisUrlFromEnv(env)).toThrow(ConfigError);
    expect(() => redisUrlFromEnv(env)).toThrow(message);
  });

  it('never prints a password from REDIS_URL', () => {
    expect(() => redisUrlFromEnv({ REDIS_URL: 'http://user:hunter2@host:1', DATABASE_URL: 'postgres://x' })).toThrow(
      'http://user:***@host:1',
    );
  });

  it('refuses to cluster on PGlite, which one process owns', async () => {
    // Refused before anything opens: no database, no Redis connection.
    await expect(
      buildApp({ memoryDatabase: true, config: { redisUrl: 'redis://127.0.0.1:1', databaseUrl: null, dataDir } }),
    ).rejects.toThrow('REDIS_URL needs DATABASE_URL');
  });

  it('exits at start with one line when Redis cannot be reached, before touching the database', async () => {
    const port = await freeTcpPort(); // nothing listens there
    const result = start({ REDIS_URL: `redis://:s3cret@127.0.0.1:${port}`, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Cannot start: Redis at redis://:***@127.0.0.1:${port} is unreachable (ECONNREFUSED): start redis-server there or fix REDIS_URL`,
    );
    expect(result.stdout).not.toContain('Platform ready');
  });
});
