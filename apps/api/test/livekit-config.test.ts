import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveKitFromEnv } from '../src/livekit-env';

const SECRET = 'a-secret-that-is-long-enough-for-livekit';
const dataDir = mkdtempSync(path.join(tmpdir(), 'api-livekit-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The service as an operator starts it (`node main`), with these LIVEKIT_* settings. */
function start(env: Record<string, string>) {
  const main = path.resolve(__dirname, '../src/main.ts');
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LIVEKIT_')));
  return spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: { ...clean, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('LiveKit settings (issue 24: bad input refuses to start)', () => {
  it.each([
    [{ LIVEKIT_URL: 'ws://127.0.0.1:7880' }, 'LiveKit is half configured: LIVEKIT_URL set but LIVEKIT_API_KEY, LIVEKIT_API_SECRET missing'],
    [
      { LIVEKIT_URL: 'https://livekit.example.org', LIVEKIT_API_KEY: 'key', LIVEKIT_API_SECRET: SECRET },
      'LIVEKIT_URL must be a ws:// or wss:// address',
    ],
  ])('%o: exits with one line saying what to fix', (env, message) => {
    const run = start(env);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Cannot start: ${message}`);
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('takes all three, or none for the mesh; a test lifetime for tokens only within bounds', () => {
    expect(liveKitFromEnv({})).toBeNull();
    expect(liveKitFromEnv({ LIVEKIT_URL: ' ', LIVEKIT_API_KEY: '' })).toBeNull();
    expect(liveKitFromEnv({ LIVEKIT_URL: 'wss://lk.example.org/', LIVEKIT_API_KEY: 'key', LIVEKIT_API_SECRET: SECRET })).toEqual({
      url: 'wss://lk.example.org',
      apiKey: 'key',
      apiSecret: SECRET,
    });
    const full = { LIVEKIT_URL: 'ws://127.0.0.1:7880', LIVEKIT_API_KEY: 'key', LIVEKIT_API_SECRET: SECRET };
    expect(liveKitFromEnv({ ...full, LIVEKIT_TOKEN_TTL_SECONDS: '60' })?.tokenTtlSeconds).toBe(60);
    for (const bad of ['10', '1.5', 'soon', '100000']) {
      expect(() => liveKitFromEnv({ ...full, LIVEKIT_TOKEN_TTL_SECONDS: bad })).toThrow(/LIVEKIT_TOKEN_TTL_SECONDS must be a whole number/);
    }
    expect(() => liveKitFromEnv({ LIVEKIT_API_KEY: 'key', LIVEKIT_API_SECRET: SECRET })).toThrow(
      'LIVEKIT_API_KEY, LIVEKIT_API_SECRET set but LIVEKIT_URL missing',
    );
    expect(() => liveKitFromEnv({ ...full, LIVEKIT_URL: 'wss://' })).toThrow('LIVEKIT_URL must be a ws:// or wss:// address');
    expect(() => liveKitFromEnv({ ...full, LIVEKIT_URL: 'livekit:7880' })).toThrow('LIVEKIT_URL must be a ws:// or wss:// address');
    expect(() => liveKitFromEnv({ ...full, LIVEKIT_API_SECRET: 'short' })).toThrow('LIVEKIT_API_SECRET is too short');
  });
});
