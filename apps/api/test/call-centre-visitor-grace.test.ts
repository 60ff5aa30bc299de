import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, openSocket as openTestSocket, startServer, type TestServer } from './helpers';

/**
 * A visitor who leaves the call page (every tab, every socket) gets a short grace to come back, then the
 * call ends for the agent. A visitor with two sockets (two tabs, or a reconnect that overlapped the old
 * socket) must get it too once both close.
 */
let server: TestServer;
beforeAll(async () => {
  process.env.QR_CALL_VISITOR_GRACE_MS = '300';
  server = await startServer();
});
afterAll(async () => {
  delete process.env.QR_CALL_VISITOR_GRACE_MS;
  await server.close();
});

const QR = '/conference/api/qr-call/qrcode';
const openSocket = (route: string) => openTestSocket(server, route);

describe("a visitor's grace", () => {
  it('ends the ringing call once the visitor closed every socket, two of them', async () => {
    const host = await activeAccount(server, 'Line Host');
    const agent = await activeAccount(server, 'Agent One');
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic: 'Help desk', call_type: 'instant' },
    });
    const line = await server.call('POST', '/api/account/qr-call/line', {
      token: host.token,
      body: { alias: event.body.alias, agents: [agent.email] },
    });
    expect(line.status).toBe(200);
    const duty = await openSocket(`/signal/socket/qr-call/agent?token=${agent.token}`);
    await duty.next((m) => m.type === 'qr_call.welcome');
    const placed = await server.call('POST', `${QR}/verify-call`, { body: { alias: event.body.alias, display_name: 'Two Tabs' } });
    expect(placed.body.state).toBe('ringing');
    const route = `/signal/socket/qr-call/visitor?call_id=${placed.body.call_id}&call_token=${placed.body.call_token}`;
    const first = await openSocket(route);
    const second = await openSocket(route);
    await duty.next((m) => m.type === 'qr_call.ring');
    for (const tab of [first, second]) await tab.next((m) => m.type === 'qr_call.state');

    // One tab closes: the other still holds the call, which keeps ringing past the grace.
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(duty.messages.some((m) => m.type === 'qr_call.ended')).toBe(false);
    // The last one closes: after the grace the agent is told the caller left.
    await second.close();
    await duty.next((m) => m.type === 'qr_call.ended' && m.outcome === 'cancelled', 5000);
    await duty.close();
  });
});
