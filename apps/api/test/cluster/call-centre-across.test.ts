import { describe, expect, it } from 'vitest';
import { stopChild } from '../../../../scripts/lib/cluster-services.mjs';
import { activeAccount, firstToReceive } from '../helpers';
import { roomSockets } from '../room-sockets';
import { processCluster, sleep } from './process-cluster';
import { detail, duty, line as lineThrough, place, QR, visitorSocket, type Agent } from '../qr-calls';

// The QR call centre across instances (issue 25): three API processes on one PostgreSQL and one real Redis.
// An agent on duty through one instance is offered a caller whose call was placed through another; the
// visitor's detail, cancel and socket and the agent's answer work through any; two instances never ring one
// agent at once; and the ring's timeout and the visitor's grace still fire after `kill -9` of the instance
// that started them.
const RING_TIMEOUT_MS = 2500;
const VISITOR_GRACE_MS = 800;
const processes = processCluster('api-call-centre-across', {
  QR_CALL_RING_TIMEOUT_MS: String(RING_TIMEOUT_MS),
  QR_CALL_VISITOR_GRACE_MS: String(VISITOR_GRACE_MS),
});
const servers = processes.servers;
/** A line made through instance a. */
const line = (agents: Agent[]) => lineThrough(servers[0], agents);

describe('the call centre when visitors and agents reach different instances', () => {
  it('offers a caller placed through b to the agent on duty through a; detail, socket and answer work anywhere', async () => {
    const [a, b, c] = servers;
    const agent = await activeAccount(a, 'Agent Ana');
    const { host, alias } = await line([agent]);
    const onA = await duty(a, agent);
    // Every instance sees the agent on duty: the host's line and the visitor's page, through c.
    expect((await c.call('GET', `/api/account/qr-call/line?alias=${alias}`, { token: host.token })).body.agents[0].online).toBe(true);
    expect((await c.call('GET', `${QR}/short-detail?alias=${alias}`)).body.agents_available).toBe(1);

    const placed = await place(b, alias, 'Visitor Vy');
    expect(placed.body).toMatchObject({ state: 'ringing' });
    const ring = await onA.next((m) => m.type === 'qr_call.ring');
    expect(ring.call).toMatchObject({ call_id: placed.body.call_id, visitor_name: 'Visitor Vy', topic: 'Help desk' });
    const visitor = await visitorSocket(c, placed.body);
    expect((await visitor.next((m) => m.type === 'qr_call.state')).call.state).toBe('ringing');
    expect((await detail(a, alias, placed.body)).body.state).toBe('ringing');
    // The only agent is being rung: a second caller through c hears busy.
    expect((await place(c, alias, 'Second')).body.code).toBe('agents_busy');

    const accepted = await c.call('POST', `${QR}/answer`, { token: agent.token, body: { call_id: placed.body.call_id, accept: true } });
    expect(accepted.body).toMatchObject({ state: 'accepted', room_alias: expect.any(String) });
    const pushed = await visitor.next((m) => m.type === 'qr_call.state' && m.call.state === 'accepted');
    expect(pushed.call.room_alias).toBe(accepted.body.room_alias);
    expect(await onA.next((m) => m.type === 'qr_call.ended')).toMatchObject({ outcome: 'accepted', room_alias: accepted.body.room_alias });
    expect((await detail(b, alias, placed.body)).body).toMatchObject({ state: 'accepted', agent_name: 'Agent Ana' });
    // Answering again through b: the same call, still accepted; a third caller finds the agent in their call.
    expect(
      (await b.call('POST', `${QR}/answer`, { token: agent.token, body: { call_id: placed.body.call_id, accept: true } })).body.state,
    ).toBe('accepted');
    expect((await place(a, alias, 'Third')).body.code).toBe('agents_busy');

    // The agent reaches the call room through c (c holds it) and leaves it: a, which cannot see that room, learns it
    // from c and offers the agent the next caller at once (not when c's in-room mark lapses, 3 s; nor after the minute
    // an agent has to reach a room).
    const room = roomSockets(
      () => c,
      () => agent.token,
    );
    const inRoom = await room.join(accepted.body.room_alias, 'Agent Ana', { token: agent.token });
    await room.snapshot(inRoom);
    await sleep(1500); // c says the agent is in their room (every second)
    expect((await place(a, alias, 'Still busy')).body.code).toBe('agents_busy');
    inRoom.socket.close(1000);
    let next = await place(a, alias, 'Fourth');
    for (const until = Date.now() + 1500; next.status !== 200 && Date.now() < until; await sleep(100))
      next = await place(a, alias, 'Fourth');
    expect(next.body.state).toBe('ringing');
    expect((await onA.next((m) => m.type === 'qr_call.ring' && m.call.call_id === next.body.call_id)).call.visitor_name).toBe('Fourth');
    await b.call('POST', `${QR}/cancel`, { body: { call_id: next.body.call_id, call_token: next.body.call_token } });
    await Promise.all([visitor.close(), onA.close()]);
  });

  it('never rings one agent for two calls at once, whichever instances the calls come through', async () => {
    const [a, b, c] = servers;
    const agent = await activeAccount(a, 'Agent Shared');
    const first = await line([agent]);
    const second = await line([agent]);
    const onA = await duty(a, agent);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([place(b, first.alias, `One ${round}`), place(c, second.alias, `Two ${round}`)]);
      const ringing = answers.filter((answer) => answer.status === 200 && answer.body.state === 'ringing');
      // One call rings the agent; the other hears busy (refused, or found nobody free once placed).
      expect(ringing).toHaveLength(1);
      const other = answers.find((answer) => answer !== ringing[0])!;
      expect(other.body.code === 'agents_busy' || other.body.state === 'busy').toBe(true);
      const ring = await onA.next((m) => m.type === 'qr_call.ring');
      expect(ring.call.call_id).toBe(ringing[0].body.call_id);
      expect(await processes.redis.get(`platform:qr-agent:${agent.account.id}:ringing`)).toBe(ring.call.call_id);
      // The visitor hangs up through the instance that did not place the call: the agent is free again.
      const cancelled = await a.call('POST', `${QR}/cancel`, {
        body: { call_id: ring.call.call_id, call_token: ringing[0].body.call_token },
      });
      expect(cancelled.body).toMatchObject({ state: 'cancelled', cancelled_by: 'visitor' });
      await onA.next((m) => m.type === 'qr_call.ended' && m.call_id === ring.call.call_id && m.outcome === 'cancelled');
    }
    expect(onA.messages.filter((m) => m.type === 'qr_call.ring')).toEqual([]);
    expect(await processes.redis.exists(`platform:qr-agent:${agent.account.id}:ringing`)).toBe(0);
    await onA.close();
  });

  it("a ring's timeout fires when the instance that rang is killed: the call passes to the next agent, then busy", async () => {
    const [a, b, c] = servers;
    const agents = [await activeAccount(a, 'Agent One'), await activeAccount(a, 'Agent Two')];
    const { alias } = await line(agents);
    const pages = [await duty(a, agents[0]), await duty(c, agents[1])];
    const placed = await place(b, alias, 'Caller');
    expect(placed.body.state).toBe('ringing');
    const visitor = await visitorSocket(a, placed.body);
    await stopChild(processes.cluster.instances[1].child, 'SIGKILL');
    // Whichever agent is rung first, the other's wait is withdrawn (so it does not swallow their own ring below).
    const rung = await firstToReceive(pages, (m) => m.type === 'qr_call.ring');
    // Nobody answers: the deadline b set goes off on a or c, and the other agent is rung.
    await pages[rung].next((m) => m.type === 'qr_call.ended' && m.outcome === 'missed', RING_TIMEOUT_MS + 4000);
    await pages[1 - rung].next((m) => m.type === 'qr_call.ring' && m.call.call_id === placed.body.call_id, 4000);
    const busy = await visitor.next((m) => m.type === 'qr_call.state' && m.call.state === 'busy', RING_TIMEOUT_MS + 4000);
    expect(busy.call).toMatchObject({ call_id: placed.body.call_id, room_alias: null });
    expect((await detail(c, alias, placed.body)).body.state).toBe('busy');
    await Promise.all([visitor.close(), ...pages.map((page) => page.close())]);
  });

  it("a visitor's grace fires when the instance their page dropped from is killed: the call is cancelled", async () => {
    const [a, , c] = servers;
    const agent = await activeAccount(a, 'Agent Grace');
    const { alias } = await line([agent]);
    const onA = await duty(a, agent);
    const placed = await place(a, alias, 'Leaving');
    await onA.next((m) => m.type === 'qr_call.ring');
    const visitor = await visitorSocket(c, placed.body);
    await visitor.next((m) => m.type === 'qr_call.state');
    // The page closes (c starts the visitor's grace in Redis), then c is killed before the grace is over.
    await visitor.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stopChild(processes.cluster.instances[2].child, 'SIGKILL');
    expect(await onA.next((m) => m.type === 'qr_call.ended', VISITOR_GRACE_MS + 4000)).toMatchObject({
      call_id: placed.body.call_id,
      outcome: 'cancelled',
    });
    expect((await detail(a, alias, placed.body)).body).toMatchObject({ state: 'cancelled', cancelled_by: 'visitor' });
    await onA.close();
  });
});
