import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const HANGING = 'HangHangHangHangHangHangHangHangHangHangHang';
const coin = {
  mint: MINT,
  name: 'Popcat',
  symbol: 'POPCAT',
  image_uri: 'https://example.com/p.png',
  usd_market_cap: 1234.5,
  complete: true,
};

/** A stand-in for the coin API: a coin, a 404, a hang, junk. */
let upstream: Server;
let upstreamUrl: string;
const asked: string[] = [];
let configured: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    asked.push(request.url ?? '');
    const address = (request.url ?? '').replace('/v3/coins/', '');
    if (address === MINT) return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(coin));
    if (address === HANGING) return; // never answers
    if (address.startsWith('Junk')) return response.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}');
    response.writeHead(404).end('{"message":"not found"}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v3`;
  configured = await startServer({ pumpFunApiUrl: upstreamUrl, pumpFunTimeoutMs: 300 });
  unconfigured = await startServer({ pumpFunApiUrl: null });
});
afterAll(async () => {
  await configured?.close();
  await unconfigured?.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('GET /api/v1/pump-fun/coin/{address}', () => {
  it('without an upstream, answers 503 saying what to configure', async () => {
    const response = await unconfigured.call('GET', `/api/v1/pump-fun/coin/${MINT}`);
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('pump_fun_not_configured');
    expect(response.body.message).toContain('PUMP_FUN_API_URL');
  });

  it('proxies a coin from the configured upstream, extra fields included', async () => {
    const response = await configured.call('GET', `/api/v1/pump-fun/coin/${MINT}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(coin);
    expect(asked).toContain(`/v3/coins/${MINT}`);
  });

  it('refuses an address that is not a coin address before asking anyone', async () => {
    const before = asked.length;
    for (const bad of ['short', `${MINT}0`, 'IllegalIllegalIllegalIllegalIllegalIl0O', '..%2F..%2Fadmin%2Fsecretsxxxxxxxxxxxxxxx']) {
      const response = await configured.call('GET', `/api/v1/pump-fun/coin/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.code).toBe('invalid_input');
    }
    expect(asked.length).toBe(before);
  });

  it('says not found, too slow or unreadable as such', async () => {
    const missing = await configured.call('GET', '/api/v1/pump-fun/coin/So11111111111111111111111111111111111111112');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('coin_not_found');
    const slow = await configured.call('GET', `/api/v1/pump-fun/coin/${HANGING}`);
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe('pump_fun_timeout');
    const junk = await configured.call('GET', '/api/v1/pump-fun/coin/JunkJunkJunkJunkJunkJunkJunkJunkJunk');
    expect(junk.status).toBe(502);
    expect(junk.body.code).toBe('pump_fun_unavailable');
  });
});
