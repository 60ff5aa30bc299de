import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';
import { duty as onDuty, line, place, visitorSocket } from './qr-calls';

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

describe("a visitor's grace", () => {
  it('ends the ringing call once the visitor closed every socket, two of them', async () => {
    const agent = await activeAccount(server, 'Agent One');
    const { alias } = await line(server, [agent]);
    const duty = await onDuty(server, agent);
    const placed = await place(server, alias, 'Two Tabs');
    expect(placed.body.state).toBe('ringing');
    const first = await visitorSocket(server, placed.body);
    const second = await visitorSocket(server, placed.body);
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
