// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment } from '../config/environment';
import { sessionStore, configureSessionNavigation } from '../session/session-store';
import { ApiError } from './api-error';
import { CLIENT_MARKER_HEADER, defineEndpoint } from './client';
import { onHttpError } from './events';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let server: Server;
let seen: Seen[] = [];
let base = '';

beforeAll(async () => {
  // A real HTTP server that records requests and answers by path.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const status = Number(/status=(\d+)/.exec(req.url!)?.[1] ?? 200);
      res.writeHead(status, { 'content-type': 'application/json', authorization: 'header-token' });
      res.end(JSON.stringify(status < 300 ? { ok: true, path: req.url } : { code: 'some_code', message: 'Nope', field: 'email' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureEnvironment({ accountApi: base, conferenceApi: `${base}/conference` });
});
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  sessionStore.setState({ token: 'tok-1', account: null });
});

describe('API client rules', () => {
  it('adds X-Requested-With to every request and the token only when the call needs it', async () => {
    const needs = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/a', token: 'required' });
    const forbids = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/b', token: 'forbidden' });
    await needs();
    await forbids();
    expect(seen[0].headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(seen[0].headers.authorization).toBe('Bearer tok-1');
    expect(seen[1].headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(seen[1].headers.authorization).toBeUndefined();
  });

  it('sends the marker header only on new account-service calls', async () => {
    const marked = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'POST', path: '/new', token: 'forbidden', marker: true });
    const plain = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'POST', path: '/old', token: 'forbidden' });
    await marked();
    await plain();
    expect(seen[0].headers[CLIENT_MARKER_HEADER.toLowerCase()]).toBeTruthy();
    expect(seen[1].headers[CLIENT_MARKER_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('fills path placeholders from data and drops empty query values', async () => {
    const call = defineEndpoint<{ product: string; alias: string; a?: string; b?: string | null; c: number; d: boolean }, unknown>({
      service: 'conferenceApi',
      method: 'GET',
      path: '/api/{product}/qrcode/short-detail',
      token: 'optional',
    });
    await call({ product: 'meet', alias: 'x y', a: '', b: null, c: 0, d: false });
    const url = new URL(seen[0].url, base);
    expect(url.pathname).toBe('/conference/api/meet/qrcode/short-detail');
    expect(Object.fromEntries(url.searchParams)).toEqual({ alias: 'x y', c: '0', d: 'false' });
  });

  it('sends the remaining data as a JSON body on POST', async () => {
    const call = defineEndpoint<{ id: string; topic: string }, unknown>({
      service: 'accountApi',
      method: 'POST',
      path: '/items/{id}',
      token: 'required',
    });
    await call({ id: '7', topic: 'Weekly' });
    expect(seen[0].url).toBe('/items/7');
    expect(JSON.parse(seen[0].body)).toEqual({ topic: 'Weekly' });
  });

  it('returns response headers when asked (Google login token header)', async () => {
    const call = defineEndpoint<void, unknown>({
      service: 'accountApi',
      method: 'POST',
      path: '/gg',
      token: 'forbidden',
      withHeaders: true,
    });
    const result = await call();
    expect(result.headers.authorization).toBe('header-token');
  });

  it('rejects with an ApiError carrying the body and emits an event for the status', async () => {
    const statuses: number[] = [];
    const off = onHttpError(422, (status) => statuses.push(status));
    const offAll = onHttpError('*', (status) => statuses.push(-status));
    const call = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/fail?status=422', token: 'optional' });
    const error = await call().catch((e) => e);
    off();
    offAll();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'some_code', field: 'email', message: 'Nope' });
    expect(statuses).toEqual([422, -422]);
  });

  it('logs out on 401 or 403 while an account is loaded, and not when none is', async () => {
    const visited: string[] = [];
    configureSessionNavigation((url) => visited.push(url));
    const call = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/x?status=401', token: 'required' });
    sessionStore.setState({ token: 't', account: null });
    await call().catch(() => undefined);
    expect(sessionStore.getState().token).toBe('t');
    sessionStore.setState({ token: 't', account: { id: '1' } as never });
    await call().catch(() => undefined);
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().account).toBeNull();
    expect(visited).toEqual(['/login']);
    const forbidden = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/x?status=403', token: 'required' });
    sessionStore.setState({ token: 't', account: { id: '1' } as never });
    await forbidden().catch(() => undefined);
    expect(sessionStore.getState().account).toBeNull();
  });

  it('tells the server the language the page shows, so that what it sends speaks it', async () => {
    Object.defineProperty(globalThis, 'document', { value: { documentElement: { lang: 'vi' } }, configurable: true });
    try {
      const call = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/lang', token: 'forbidden' });
      await call();
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
    expect(seen.at(-1)?.headers['accept-language']).toBe('vi');
  });

  it('the automatic logout sends the person to sign in and back to the page they are on', async () => {
    const visited: string[] = [];
    configureSessionNavigation((url) => visited.push(url));
    const place = { pathname: '/app/conferences', search: '?tab=past', hash: '' };
    Object.defineProperty(globalThis, 'location', { value: place, configurable: true });
    try {
      const call = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/x?status=401', token: 'required' });
      sessionStore.setState({ token: 't', account: { id: '1' } as never });
      await call().catch(() => undefined);
    } finally {
      Reflect.deleteProperty(globalThis, 'location');
    }
    expect(visited).toEqual(['/login?redirect=%2Fapp%2Fconferences%3Ftab%3Dpast']);
  });

  it('reports a network failure as status 0', async () => {
    configureEnvironment({ accountApi: 'http://127.0.0.1:1' });
    const call = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/x', token: 'forbidden' });
    const error = await call().catch((e) => e);
    configureEnvironment({ accountApi: base, conferenceApi: `${base}/conference` });
    expect(error).toMatchObject({ status: 0, code: 'network', isNetworkError: true });
  });
});

describe('connectivity', () => {
  it('marks the services unreachable on a network failure and reachable again on the next answer', async () => {
    const { connectivityStore } = await import('./connectivity');
    configureEnvironment({ accountApi: 'http://127.0.0.1:1' });
    const down = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/x', token: 'forbidden' });
    await down().catch(() => undefined);
    expect(connectivityStore.getState().unreachable).toBe(true);
    configureEnvironment({ accountApi: base, conferenceApi: `${base}/conference` });
    const up = defineEndpoint<void, unknown>({ service: 'accountApi', method: 'GET', path: '/y', token: 'forbidden' });
    await up();
    expect(connectivityStore.getState().unreachable).toBe(false);
  });
});
