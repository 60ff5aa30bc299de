import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/database';

// The audience's stream would launch the real broadcast worker for every conference guest; suites that test it start their own.
process.env.AUDIENCE_HLS ??= 'off';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  raw?: BodyInit;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export const usingPostgres = () => process.env.API_TEST_DATABASE === 'postgres';

/** Starts the service in-process on a free port: in-memory PGlite, or TEST_DATABASE_URL in the postgres project. */
export async function startServer(config: Partial<AppConfig> = {}, options: BuildAppOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  let database = options.database;
  let ownDatabase: Database | null = null;
  if (!database && usingPostgres()) database = ownDatabase = await openPostgres(process.env.TEST_DATABASE_URL!);
  const app = await buildApp({
    memoryDatabase: true,
    ...options,
    database,
    // Suites sign up hundreds of accounts from 127.0.0.1; test/security/rate-limits.test.ts runs the real limits.
    config: {
      dataDir,
      siteDir: path.join(dataDir, 'site'),
      databaseUrl: null,
      publicUrl: null,
      smtpUrl: null,
      livekit: null,
      isProduction: false,
      rateLimitMultiplier: 1000,
      ...config,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    app,
    url,
    dataDir,
    call: (method, route, callOptions) => call(url, method, route, callOptions),
    async close() {
      await app.close();
      await ownDatabase?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call<T = any>(base: string, method: string, route: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(base + route, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

let counter = 0;
/** A fresh e-mail per test, so suites can share one PostgreSQL database. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
/** A fresh, valid Vietnamese mobile number in E.164 (9 national digits after +84). */
export const uniquePhone = () =>
  `+849${String(Date.now()).slice(-5)}${String(counter++ % 100).padStart(2, '0')}${Math.floor(Math.random() * 10)}`;

/** The newest code sent to an address, read through the dev outbox. */
export async function latestCode(server: Pick<TestServer, 'call'>, address: string): Promise<string> {
  const outbox = await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(address)}`);
  return outbox.body[0]?.code;
}

export const PASSWORD = 'correct horse 1';
/** A signup answer's secret: 32 random bytes, base64url, for every address alike. */
export const SIGNUP_TOKEN = /^[\w-]{43}$/;

/** Signs up and confirms an account; returns its token and details. */
export async function activeAccount(server: Pick<TestServer, 'call'>, displayName = 'Test User') {
  const email = uniqueEmail();
  const signup = await server.call('POST', '/api/v1/user/signup', { body: { email, password: PASSWORD, display_name: displayName } });
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  // Signup gives no session (the same answer for a used address): the code does.
  // The code works only with the signup's secret, as the browser that signed up sends it.
  const confirm = await server.call('POST', '/api/v1/user/confirm-email', {
    body: { username: email, code: await latestCode(server, email), signup_token: signup.body.signup_token },
  });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return { email, token: confirm.body.authorization as string, account: confirm.body.account };
}

/**
 * An instant event of `host`'s (the one fixture every room suite starts from): the event's answer, whose
 * `alias` is its room. `body` adds or overrides fields (mode, passcode, speakers...). Throws when refused.
 */
export async function createEvent(server: TestServer, hostToken: string, body: Record<string, unknown> = {}) {
  const event = await server.call('POST', '/conference/api/account/qrcode/create', {
    token: hostToken,
    body: { topic: 'Weekly sync', call_type: 'instant', ...body },
  });
  if (event.status !== 200) throw new Error(`event not created: ${JSON.stringify(event.body)}`);
  return event.body as { alias: string } & Record<string, any>;
}

/** A websocket as a test reads it: every message kept, `next` waits for one that matches, `closed` its close code. */
export async function openSocket(server: Pick<TestServer, 'url'>, route: string) {
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(server.url.replace(/^http/, 'ws') + route);
  const messages: any[] = [];
  const waiters: Array<{ test(m: any): boolean; resolve(m: any): void }> = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    const waiter = waiters.find((w) => w.test(message));
    // a message a waiter takes is consumed; the rest wait in `messages` for a later `next`
    if (!waiter) return void messages.push(message);
    waiters.splice(waiters.indexOf(waiter), 1);
    waiter.resolve(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    /** Takes the first kept or coming message that matches; `signal` withdraws the wait (see firstToReceive). */
    next(test: (m: any) => boolean, timeoutMs = 4000, signal?: AbortSignal): Promise<any> {
      const found = messages.find(test);
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (m: any) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const withdraw = (error: Error) => {
          clearTimeout(timer);
          if (waiters.includes(waiter)) waiters.splice(waiters.indexOf(waiter), 1);
          reject(error);
        };
        const timer = setTimeout(() => withdraw(new Error('timed out waiting for a socket message')), timeoutMs);
        signal?.addEventListener('abort', () => withdraw(new Error('wait withdrawn')), { once: true });
        waiters.push(waiter);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

export type TestSocket = Awaited<ReturnType<typeof openSocket>>;

/**
 * Which of several sockets gets a matching message first (its index). The others stop waiting at once,
 * so a later matching message on them stays for the test's next `next` instead of going to a stale wait.
 */
export async function firstToReceive(sockets: TestSocket[], test: (m: any) => boolean, timeoutMs = 4000): Promise<number> {
  const withdraw = new AbortController();
  try {
    return await Promise.any(
      sockets.map((socket, index) =>
        socket.next(test, timeoutMs, withdraw.signal).then(() => {
          withdraw.abort();
          return index;
        }),
      ),
    );
  } finally {
    withdraw.abort();
  }
}

/** `[[[ ... [1, 2] ... ]]]`: JSON nested `depth` arrays deep. */
export const deeplyNested = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

/** An account-only socket opened with a session token, once the service has welcomed it. */
export async function accountSocket(server: Pick<TestServer, 'url'>, token: string) {
  const socket = await openSocket(server, `/signal/socket/member/v1?token=${encodeURIComponent(token)}`);
  await socket.next((m) => m.type === 'welcome');
  return socket;
}

/** A password change made with `token`'s session: the account's other sessions end (and their sockets close, 4001). */
export async function changePassword(server: Pick<TestServer, 'call'>, token: string) {
  const changed = await server.call('POST', '/api/v1/user/change-password', {
    token,
    body: { current_password: PASSWORD, new_password: 'another horse 2' },
  });
  if (changed.status !== 200) throw new Error(`change-password failed: ${JSON.stringify(changed.body)}`);
}
