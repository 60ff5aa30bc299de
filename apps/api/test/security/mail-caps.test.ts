import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, activeAccount, startServer, uniqueEmail, type TestServer } from '../helpers';

// Issue 15 item 17: signup codes and speaker invites went out without limit. Now an address receives at most
// MAIL_PER_ADDRESS_HOUR messages and an account causes at most MAIL_PER_ACCOUNT_HOUR per hour (here 3 and 5).

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ mailCaps: { perAddress: 3, perAccount: 5 }, resendCooldownSeconds: 1 });
});
afterAll(() => server.close());

const speakers = (...emails: string[]) => emails.map((email, index) => ({ name: `Speaker ${index}`, email }));
const createEvent = (token: string, emails: string[]) =>
  server.call('POST', '/conference/api/account/qrcode/create', {
    token,
    body: { topic: 'Panel', call_type: 'instant', passcode: '4321', speakers: speakers(...emails) },
  });
const eventCount = async (email: string) =>
  (
    await server.app.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM events e JOIN accounts a ON a.id = e.host_id WHERE a.email = $1',
      [email],
    )
  )[0].n;
const inbox = async (address: string) => (await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(address)}`)).body.length;

function expectMailLimit(response: { status: number; body: any; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ code: 'mail_limit' });
  const retry = Number(response.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(3600);
  expect(response.body.retry_after).toBe(retry);
}

describe('item 17: hourly caps on outgoing mail', () => {
  it('one address gets at most 3 invites an hour, whoever sends them; the refused event is not created', async () => {
    const target = uniqueEmail('flooded');
    const hosts = [await activeAccount(server, 'A'), await activeAccount(server, 'B')];
    expect((await createEvent(hosts[0].token, [target])).status).toBe(200);
    expect((await createEvent(hosts[0].token, [target])).status).toBe(200);
    expect((await createEvent(hosts[1].token, [target])).status).toBe(200);
    const before = await eventCount(hosts[1].email);
    expectMailLimit(await createEvent(hosts[1].token, [target]));
    expect(await eventCount(hosts[1].email)).toBe(before);
    expect(await inbox(target)).toBe(3);
  });

  it('one account causes at most 5 messages an hour (its own signup code included), the whole batch checked before anything changes', async () => {
    const host = await activeAccount(server, 'Busy host');
    const five = Array.from({ length: 5 }, () => uniqueEmail('guest'));
    expectMailLimit(await createEvent(host.token, five)); // 1 signup code + 5 invites
    expect(await eventCount(host.email)).toBe(0);
    expect(await inbox(five[0])).toBe(0);

    expect((await createEvent(host.token, five.slice(0, 4))).status).toBe(200);
    expectMailLimit(await createEvent(host.token, five.slice(4)));
    expect(await inbox(five[4])).toBe(0);
    expect(await eventCount(host.email)).toBe(1);
  });

  it('resend-email reaches its cap after the same number of requests for an unknown address as for a known one', async () => {
    const { email: known } = await activeAccount(server, 'Known');
    const unknown = uniqueEmail('nobody');
    const statuses = async (username: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await server.call('POST', '/api/v1/user/resend-email', { body: { username, purpose: 'reset' } });
        seen.push(answer.status);
        if (answer.status === 429) expectMailLimit(answer);
        // the per-address cooldown (1 s here) is not what is measured
        await new Promise((resolve) => setTimeout(resolve, 1050));
      }
      return seen;
    };
    const [forKnown, forUnknown] = await Promise.all([statuses(known), statuses(unknown)]);
    expect(forKnown).toEqual([200, 200, 200, 429, 429]);
    expect(forUnknown).toEqual(forKnown);
  });

  it('signup to an address that already got its 3 messages this hour is refused and leaves no account', async () => {
    const target = uniqueEmail('signup');
    const host = await activeAccount(server, 'Inviter');
    for (let i = 0; i < 3; i++) expect((await createEvent(host.token, [target])).status).toBe(200);
    expectMailLimit(
      await server.call('POST', '/api/v1/user/signup', { body: { email: target, password: PASSWORD, display_name: 'Late' } }),
    );
    const rows = await server.app.ctx.db.query('SELECT id FROM accounts WHERE email = $1', [target]);
    expect(rows).toHaveLength(0);
  });
});
