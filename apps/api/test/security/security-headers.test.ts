import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/lib/security-headers';
import { startServer, type TestServer } from '../helpers';

// Every answer carries the same security headers (CSP with the shell's inline-script hashes,
// framing, referrer, resource policy); they are computed once per index.html, not per request.

let server: TestServer;
let siteDir: string;
const writeIndex = (script: string, mtimeSeconds: number) => {
  const file = path.join(siteDir, 'index.html');
  writeFileSync(file, `<html><head><script>${script}</script><script src="/app.js"></script></head></html>`);
  utimesSync(file, mtimeSeconds, mtimeSeconds);
};
beforeAll(async () => {
  server = await startServer();
  siteDir = path.join(server.dataDir, 'site');
  mkdirSync(siteDir, { recursive: true });
  writeIndex('document.documentElement.dataset.theme = "dark"', 1_000_000);
});
afterAll(() => server.close());

// 'wasm-unsafe-eval': the background effects' segmentation model compiles WebAssembly (no JavaScript eval).
const csp = (hash: string) =>
  `default-src 'self';script-src 'self' ${hash} 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;media-src 'self' blob: data:;font-src 'self' data:;` +
  "connect-src 'self' ws: wss: http://127.0.0.1:* http://localhost:*;worker-src 'self' blob:;frame-src 'self';frame-ancestors 'self';object-src 'none';base-uri 'self';form-action 'self'";

describe('security headers', () => {
  it('answers API reads, errors and unknown routes with the same headers, the CSP following index.html', async () => {
    const [first] = inlineScriptHashes('<script>document.documentElement.dataset.theme = "dark"</script>');
    for (const [method, route] of [
      ['GET', '/api/account/details'],
      ['GET', '/no/such/route'],
      ['POST', '/notification/message/count'],
    ]) {
      const { headers } = await server.call(method, route);
      expect(headers.get('content-security-policy')).toBe(csp(first));
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toBeNull();
      expect(headers.get('x-powered-by')).toBeNull();
    }
    // a rebuilt shell (new inline script) is picked up by a running service within a second or so
    writeIndex('window.rebuilt = true', 2_000_000);
    const [second] = inlineScriptHashes('<script>window.rebuilt = true</script>');
    await expect
      .poll(async () => (await server.call('GET', '/api/account/details')).headers.get('content-security-policy'), { timeout: 10_000 })
      .toBe(csp(second));
  });
});
