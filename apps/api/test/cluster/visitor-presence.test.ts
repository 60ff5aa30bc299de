import { describe, expect, it } from 'vitest';
import { stopChild } from '../../../../scripts/lib/cluster-services.mjs';
import { activeAccount, firstToReceive } from '../helpers';
import { processCluster, sleep } from './process-cluster';
import { detail, duty, line, place, visitorSocket } from '../qr-calls';

// A visitor whose page was open on an instance that is `kill -9`ed (issue 25): nobody sees their socket close, so
// their presence (renewed every 5 s by the instances holding their sockets, lapsing 15 s later) lapses, and the
// visitor's grace starts then: a page that came back through another instance keeps its call, one that did not is
// cancelled. Two API processes on one PostgreSQL and one real Redis; the rings outlast the suite.
const VISITOR_GRACE_MS = 800;
const PRESENCE_LAPSE_MS = 15_000;
const processes = processCluster(
  'api-visitor-presence',
  { QR_CALL_RING_TIMEOUT_MS: String(10 * 60_000), QR_CALL_VISITOR_GRACE_MS: String(VISITOR_GRACE_MS) },
  2,
);

describe("a visitor's page on an instance that is killed", () => {
  it('is given its grace once its presence lapses: cancelled if it did not come back, kept if it did', async () => {
    const [a, b] = processes.servers;
    const agents = [await activeAccount(a, 'Agent Left'), await activeAccount(a, 'Agent Kept')];
    const pages = [await duty(a, agents[0]), await duty(a, agents[1])];
    const { alias } = await line(a, agents);
    const gone = (await place(a, alias, 'Gone')).body;
    const back = (await place(a, alias, 'Back')).body;
    expect([gone.state, back.state]).toEqual(['ringing', 'ringing']);
    const goneOnB = await visitorSocket(b, gone);
    const backOnB = await visitorSocket(b, back);
    await Promise.all([goneOnB, backOnB].map((page) => page.next((m) => m.type === 'qr_call.state')));

    await stopChild(processes.cluster.instances[1].child, 'SIGKILL');
    // One page reconnects through a, as the visitor's page does when its socket drops; the other never comes back.
    const backOnA = await visitorSocket(a, back);
    await backOnA.next((m) => m.type === 'qr_call.state');

    // The agent rung for the call that lost its visitor hears it cancelled.
    await firstToReceive(
      pages,
      (m) => m.type === 'qr_call.ended' && m.call_id === gone.call_id && m.outcome === 'cancelled',
      PRESENCE_LAPSE_MS + VISITOR_GRACE_MS + 10_000,
    );
    expect((await detail(a, alias, gone)).body).toMatchObject({ state: 'cancelled', cancelled_by: 'visitor' });
    await sleep(VISITOR_GRACE_MS + 1000);
    expect((await detail(a, alias, back)).body.state).toBe('ringing');
    expect(pages.flatMap((page) => page.messages.filter((m) => m.type === 'qr_call.ended' && m.call_id === back.call_id))).toEqual([]);
    await Promise.all([backOnA.close(), ...pages.map((page) => page.close())]);
  }, 90_000);
});
