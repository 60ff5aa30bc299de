// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureEnvironment } from '../config/environment';
import { ApiError } from './api-error';
import { defineEndpoint } from './client';
import { connectivityStore } from './connectivity';

let server: Server;
let base = '';
const received: { method: string; type: string; length: number }[] = [];

beforeAll(async () => {
  // A real server the page would call cross-origin: answers CORS preflights, records uploads.
  server = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    let length = 0;
    req.on('data', (c: Buffer) => (length += c.length));
    req.on('end', () => {
      received.push({ method: req.method!, type: req.headers['content-type'] ?? '', length });
      if (req.url === '/slow') return void setTimeout(() => res.writeHead(200, cors).end('{}'), 2000);
      if (req.url === '/text') return res.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('plain words');
      if (req.url === '/empty') return res.writeHead(204, cors).end();
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ url: `/files/${length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureEnvironment({ accountApi: base });
});
afterAll(() => server.close());

describe('transport of the API client', () => {
  it('reports upload progress up to the whole file and sends the form as multipart', async () => {
    const upload = defineEndpoint<FormData, { url: string }>({
      service: 'accountApi',
      method: 'POST',
      path: '/upload',
      token: 'forbidden',
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(256 * 1024)]), 'big.bin');
    const fractions: number[] = [];
    const result = await upload(form, { onUploadProgress: (f) => fractions.push(f) });
    expect(result.url).toMatch(/^\/files\/\d+$/);
    expect(received.at(-1)!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBe(1);
  });

  it('gives a text body as text and an empty one as an empty string', async () => {
    const text = defineEndpoint<void, string>({ service: 'accountApi', method: 'GET', path: '/text', token: 'forbidden' });
    const empty = defineEndpoint<void, string>({ service: 'accountApi', method: 'DELETE', path: '/empty', token: 'forbidden' });
    expect(await text()).toBe('plain words');
    expect(await empty()).toBe('');
  });

  it('rejects a cancelled call with status 0 without calling the services unreachable', async () => {
    const slow = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/slow', token: 'forbidden' });
    for (const onUploadProgress of [undefined, () => undefined]) {
      const controller = new AbortController();
      const pending = slow(undefined, { signal: controller.signal, onUploadProgress }).catch((e: unknown) => e);
      controller.abort();
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0 });
      expect(connectivityStore.getState().unreachable).toBe(false);
    }
  });
});
