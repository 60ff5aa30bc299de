import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';

/** Random input to the gift endpoints: never a server error, and money only moves for a valid gift. */
let server: TestServer;
let sender: Awaited<ReturnType<typeof activeAccount>>;
let receiver: Awaited<ReturnType<typeof activeAccount>>;
let alias: string;

beforeAll(async () => {
  server = await startServer();
  sender = await activeAccount(server, 'Fuzz Giver');
  receiver = await activeAccount(server, 'Fuzz Receiver');
  await server.call('POST', '/__dev/wallet/topup', { token: sender.token, body: { amount: 1_000_000 } });
  alias = (
    await server.call('POST', '/conference/api/account/qrcode/create', {
      token: receiver.token,
      body: { topic: 'Fuzz', call_type: 'instant' },
    })
  ).body.alias;
});
afterAll(() => server?.close());

const balances = async () =>
  Promise.all(
    [sender, receiver].map(
      async (who) => (await server.call('GET', '/api/account/wallet/list', { token: who.token })).body.balance as number,
    ),
  );

const noServerError = (result: { status: number; body: unknown }, label: string) => {
  if (result.status >= 500) throw new Error(`${label} -> ${result.status} ${JSON.stringify(result.body)}`);
  expect(JSON.stringify(result.body ?? '')).not.toMatch(/\bat .+\.(ts|js):\d+/);
};

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const sendBody = fc.record(
  {
    to: fc.oneof(anyValue, fc.constantFrom('', ' ', 'nobody', `https://x.test/j/${'<'}x>`)),
    to_member_id: anyValue,
    room_alias: anyValue,
    gift_id: fc.oneof(anyValue, fc.constantFrom('heart', 'rose', 'HEART', 'unicorn', '')),
    amount: fc.oneof(anyValue, fc.integer({ min: -5, max: 5 }), fc.constantFrom(1e12, 1.5, -1)),
    message: fc.oneof(anyValue, fc.string({ maxLength: 260 })),
    idempotency_key: fc.oneof(anyValue, fc.string({ minLength: 0, maxLength: 140 })),
    extra: anyValue,
  },
  { requiredKeys: [] },
);

describe('gift endpoints under random input', () => {
  it('POST /api/gift/send answers 4xx to anything that is not a valid gift, and nothing moves', async () => {
    const before = await balances();
    await fc.assert(
      fc.asyncProperty(sendBody, async (body) => {
        // A valid receiver would make some bodies real gifts; keep the receiver invalid so none is.
        const result = await server.call('POST', '/api/gift/send', {
          token: sender.token,
          body: { ...body, to_member_id: undefined, to: typeof body.to === 'string' && body.to.includes(alias) ? 'nobody' : body.to },
        });
        noServerError(result, JSON.stringify(body));
        expect(result.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 120 },
    );
    expect(await balances()).toEqual(before);
  });

  it('GET endpoints take random queries without a server error', async () => {
    const query = fc.dictionary(
      fc.constantFrom('to', 'from_id', 'limit', 'ids', 'x'),
      fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String)),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/gift/catalogue', '/api/gift/recipient', '/api/gift/received', '/api/gift/transfers'),
        query,
        fc.boolean(),
        async (path, params, withToken) => {
          const url = `${path}?${new URLSearchParams(params).toString()}`;
          const result = await server.call('GET', url, withToken ? { token: sender.token } : {});
          noServerError(result, url);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('broken JSON bodies are refused with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"to":', '[1,', 'nul')), async (raw) => {
        const result = await server.call('POST', '/api/gift/send', {
          token: sender.token,
          raw,
          headers: { 'content-type': 'application/json' },
        });
        noServerError(result, raw);
        expect(result.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 30 },
    );
  });
});
