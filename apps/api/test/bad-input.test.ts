import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, deeplyNested, startServer, type TestServer } from './helpers';
import { startFakeProvider } from './fake-provider';

let server: TestServer;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let token: string;
let alias: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startServer(provider.config);
  token = (await activeAccount(server, 'Fuzz Host')).token;
  alias = (
    await server.call('POST', '/conference/api/account/qrcode/create', {
      token,
      body: { topic: 'Fuzz', call_type: 'instant', passcode: 'p' },
    })
  ).body.alias;
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** Every endpoint of the service (path params filled with a real-looking value). */
const ENDPOINTS: Array<[method: string, path: string]> = [
  ['POST', '/api/v1/user/session/new'],
  ['DELETE', '/api/v1/user/session'],
  ['POST', '/api/v1/user/signup'],
  ['POST', '/api/v1/user/confirm-email'],
  ['POST', '/api/v1/user/reset-password'],
  ['POST', '/api/v1/user/resend-email'],
  ['POST', '/api/v1/user/change-password'],
  ['GET', '/api/account/details'],
  ['POST', '/api/account/profile/update'],
  ['POST', '/api/account/setting/conference/update'],
  ['POST', '/api/account/login/fb'],
  ['POST', '/api/account/login/gg'],
  ['POST', '/api/account/set-pwd'],
  ['POST', '/api/account/phone/verify'],
  ['POST', '/api/account/phone/resend'],
  ['POST', '/api/account/forgot-pwd/reset'],
  ['POST', '/api/account/general-info'],
  ['POST', '/api/account/push/general'],
  ['GET', '/api/account/wallet/list'],
  ['GET', '/api/account/sync'],
  ['POST', '/apiv1/enterprise/status/update'],
  ['POST', '/apiv1/enterprise/login-tts'],
  ['POST', '/api/storage/upload-file'],
  ['GET', '/api/storage/files/abc'],
  ['GET', '/conference/api/meet/qrcode/short-detail'],
  ['GET', '/conference/api/meet/qrcode/detail'],
  ['POST', '/conference/api/meet/qrcode/verify-call'],
  ['POST', '/conference/api/account/qrcode/create'],
  ['POST', '/conference/api/account/qrcode/update'],
  ['DELETE', '/conference/api/account/qrcode/delete'],
  ['POST', '/conference/api/account/qrcode/list/conference'],
  ['GET', '/conference/api/account/qrcode/host/url'],
  ['POST', '/conference/participant/add'],
  ['GET', '/conference/participant/url'],
  ['GET', '/conference/participant/list'],
  ['POST', '/conference/participant/remove'],
  ['POST', '/call-config/config'],
  ['POST', '/signal/member/v1/auth'],
  ['POST', '/signal/1-1/send'],
  ['POST', '/signal/member/v1/find-domain'],
  ['GET', '/signal/socket/member/v1'],
  ['GET', '/notification/message/get'],
  ['POST', '/notification/message/update-read-status'],
  ['POST', '/notification/message/delete'],
  ['GET', '/notification/message/count'],
  ['POST', '/logger/v1/log'],
  ['GET', '/__dev/outbox'],
  ['POST', '/__dev/wallet/topup'],
  ['POST', '/__dev/wallet/debit'],
  ['POST', '/__dev/notify'],
  ['GET', '/manifest.json'],
];

/** Field names the endpoints read, so that random bodies hit the validators and services, not only "unknown field". */
const FIELDS = [
  'username',
  'password',
  'email',
  'phone_number',
  'display_name',
  'code',
  'new_password',
  'current_password',
  'purpose',
  'company',
  'name_badge',
  'conference_mode',
  'access_token',
  'id_token',
  'status',
  'alias',
  'passcode',
  'topic',
  'description',
  'start_time',
  'end_time',
  'duration_minutes',
  'mode',
  'call_type',
  'speakers',
  'id',
  'action',
  'from_hex_id',
  'limit',
  'search',
  'name',
  'speaker_alias',
  'participant_id',
  'to',
  'payload',
  'domain',
  'ids',
  'all',
  'is_read',
  'level',
  'message',
  'source',
  'context',
  'amount',
  'idempotency_key',
  'title',
  'body',
  'account_id',
  'from_id',
  'kind',
  'ticket',
  'product',
];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constantFrom('endtoend', 'instant', 'scheduled', 'verify', 'reset', '2030-01-01T00:00:00Z', 'a@b.co', '+84900000000', '-1', '0', 'ff'),
  fc.constant(null).map(() => alias), // the real event, read when the property runs
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const fieldObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });
const jsonBody = fc.oneof(fieldObject, fc.jsonValue({ maxDepth: 3 }));
const brokenJson = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"username": "x"'));
const query = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)), { maxKeys: 4 });
const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constant('token'),
  fc.string({ maxLength: 30 }).filter((s) => /^[\x21-\x7e ]*$/.test(s)),
);

async function send(
  method: string,
  path: string,
  options: { body?: string; contentType?: string; query?: Record<string, string>; auth?: string },
) {
  const url = new URL(server.url + path);
  for (const [key, item] of Object.entries(options.query ?? {})) url.searchParams.set(key, item);
  if (path.includes('/socket/')) url.searchParams.delete('ticket');
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (options.auth === 'token') headers.authorization = `Bearer ${token}`;
  else if (options.auth !== undefined) headers.authorization = options.auth;
  if (options.contentType) headers['content-type'] = options.contentType;
  const body = method === 'GET' ? undefined : options.body;
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, text };
}

const noServerError = (result: { status: number; text: string }, label: string) => {
  if (result.status >= 500) throw new Error(`${label} -> ${result.status} ${result.text}`);
  expect(result.text).not.toMatch(/\bat .+\.(ts|js):\d+/); // never a stack trace
};

describe('malformed input never causes a server error', () => {
  it.each(ENDPOINTS)('%s %s with random JSON bodies and queries', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(jsonBody, query, authorization, async (body, params, auth) => {
        const result = await send(method, path, { body: JSON.stringify(body), contentType: 'application/json', query: params, auth });
        noServerError(result, `${method} ${path} ${JSON.stringify(body)} ?${JSON.stringify(params)}`);
      }),
      { numRuns: 25 },
    );
  });

  it.each(ENDPOINTS.filter(([method]) => method !== 'GET'))('%s %s rejects broken bodies with a 4xx', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(
        brokenJson,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
        async (body, contentType) => {
          const result = await send(method, path, { body, contentType, auth: 'token' });
          noServerError(result, `${method} ${path} ${contentType} ${JSON.stringify(body)}`);
          if (!path.startsWith('/api/account/general-info'))
            expect(result.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 10 },
    );
  });

  const withNul = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`);
  it.each(ENDPOINTS)('%s %s refuses NUL bytes in any field or query with a 4xx', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS), withNul, fc.boolean(), async (field, text, inQuery) => {
        const result = await send(
          method,
          path,
          method === 'GET' || inQuery
            ? { query: { [field]: text }, auth: 'token' }
            : { body: JSON.stringify({ [field]: text }), contentType: 'application/json', auth: 'token' },
        );
        noServerError(result, `${method} ${path} ${field}=${JSON.stringify(text)}`);
        if (!path.includes('/socket/') && path !== '/manifest.json') expect(result.status, `${method} ${path} ${field}`).toBe(400);
      }),
      { numRuns: 8 },
    );
  });

  it.each(ENDPOINTS.filter(([method]) => method !== 'GET'))('%s %s refuses JSON nested thousands deep with a 400', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 40, max: 20_000 }), fc.constantFrom(...FIELDS), async (depth, field) => {
        const result = await send(method, path, {
          body: `{"${field}":${deeplyNested(depth)}}`,
          contentType: 'application/json',
          auth: 'token',
        });
        noServerError(result, `${method} ${path} depth ${depth}`);
        expect(result.status).toBe(400);
      }),
      { numRuns: 4 },
    );
  });

  it.each(ENDPOINTS.filter(([method]) => method !== 'GET'))('%s %s answers broken multipart with a 4xx', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=XYZ'),
        fc.string({ maxLength: 80 }),
        async (contentType, tail) => {
          const body = `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${tail}`;
          const result = await send(method, path, { body, contentType, auth: 'token' });
          noServerError(result, `${method} ${path} ${contentType} ${JSON.stringify(tail)}`);
          // general-info takes an optional body of any kind, as in the broken-body case above
          if (path !== '/api/account/general-info') expect(result.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('refuses random uploads with a 4xx or stores them as a valid type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.oneof(fc.constantFrom('name_badge', 'scene', 'logo', 'file', 'video', 'chat'), fc.string({ maxLength: 12 })),
        async (bytes, kind) => {
          const form = new FormData();
          form.append('kind', kind);
          form.append('file', new Blob([bytes]), 'upload.bin');
          const response = await fetch(`${server.url}/api/storage/upload-file`, {
            method: 'POST',
            body: form,
            headers: { authorization: `Bearer ${token}` },
          });
          const body = await response.json();
          expect(response.status, JSON.stringify(body)).toBeLessThan(500);
          if (response.status === 200) expect(body.mime).toMatch(/^(text\/plain|image\/|video\/|audio\/|application\/)/);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers random socket messages with errors and keeps the connection', async () => {
    const auth = await server.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: 'Fuzzer', passcode: 'p' } });
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/signal/socket/member/v1?ticket=${auth.body.ticket}`);
    const replies: string[] = [];
    socket.on('message', (data) => replies.push(String(data)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const ROOM_MESSAGE_TYPES = server.app.ctx.signal.dispatcher.types();
    expect(ROOM_MESSAGE_TYPES).toContain('chat.send');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          jsonBody.map((body) => JSON.stringify(body)),
          // every message type of the room protocol, with random fields, NUL bytes and deep nesting
          fc.tuple(fc.constantFrom(...ROOM_MESSAGE_TYPES), fieldObject).map(([type, body]) => JSON.stringify({ ...body, type })),
          fc
            .tuple(fc.constantFrom(...ROOM_MESSAGE_TYPES), withNul)
            .map(([type, text]) => JSON.stringify({ type, text, display_name: text })),
          fc
            .tuple(fc.constantFrom(...ROOM_MESSAGE_TYPES), fc.integer({ min: 40, max: 8_000 }))
            .map(([type, depth]) => `{"type":"${type}","data":${deeplyNested(depth)}}`),
        ),
        async (message) => {
          socket.send(message);
        },
      ),
      { numRuns: 50 },
    );
    // the guard's budget refills; wait for it before the keep-alive must get through
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => replies.some((reply) => reply.includes('"pong"')), { timeout: 5000 }).toBe(true);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
