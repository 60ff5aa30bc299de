import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { activeAccount, firstToReceive, openSocket as openTestSocket, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  process.env.QR_CALL_RING_TIMEOUT_MS = '800';
  server = await startServer();
});
afterAll(async () => {
  delete process.env.QR_CALL_RING_TIMEOUT_MS;
  await server.close();
});

const QR = '/conference/api/qr-call/qrcode';

const openSocket = (route: string) => openTestSocket(server, route);

async function lineWithAgents(agentCount: number, extra: Record<string, unknown> = {}) {
  const host = await activeAccount(server, 'Line Host');
  const agents = [];
  for (let i = 0; i < agentCount; i++) agents.push(await activeAccount(server, `Agent ${i + 1}`));
  const event = await server.call('POST', '/conference/api/account/qrcode/create', {
    token: host.token,
    body: { topic: 'Help desk', call_type: 'instant' },
  });
  const line = await server.call('POST', '/api/account/qr-call/line', {
    token: host.token,
    body: { alias: event.body.alias, agents: agents.map((a) => a.email), ...extra },
  });
  expect(line.status).toBe(200);
  return { host, agents, alias: event.body.alias as string, line: line.body };
}

describe('call-centre lines', () => {
  it('a host turns an event into a line: QR link, agents invited by e-mail', async () => {
    const { host, agents, alias, line } = await lineWithAgents(1);
    expect(line.qr_url).toBe(`${server.url}/review/qr-code?alias=${alias}`);
    expect(line.agents).toEqual([expect.objectContaining({ email: agents[0].email, registered: true, online: false })]);
    const mail = await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(agents[0].email)}`);
    expect(mail.body[0].body).toContain(`/review/qr-code?agent=1&alias=${alias}`);
    const read = await server.call('GET', `/api/account/qr-call/line?alias=${alias}`, { token: host.token });
    expect(read.body.alias).toBe(alias);
    const mine = await server.call('GET', '/api/account/qr-call/agent/lines', { token: agents[0].token });
    expect(mine.body.items.map((item: any) => item.alias)).toEqual([alias]);
  });

  it('refuses bad agents, past expiries, strangers and anonymous callers', async () => {
    const { host, alias, agents } = await lineWithAgents(1);
    const bad = await server.call('POST', '/api/account/qr-call/line', { token: host.token, body: { alias, agents: ['not-an-email'] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'email_invalid', field: 'agents[0]' });
    const none = await server.call('POST', '/api/account/qr-call/line', { token: host.token, body: { alias, agents: [] } });
    expect(none.body.code).toBe('field_required');
    const past = await server.call('POST', '/api/account/qr-call/line', {
      token: host.token,
      body: { alias, agents: ['a@example.com'], expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.body).toMatchObject({ code: 'invalid_input', field: 'expires_at' });
    const stranger = await server.call('POST', '/api/account/qr-call/line', {
      token: agents[0].token,
      body: { alias, agents: ['a@example.com'] },
    });
    expect(stranger.status).toBe(403);
    const anonymous = await server.call('POST', '/api/account/qr-call/line', { body: { alias, agents: ['a@example.com'] } });
    expect(anonymous.status).toBe(401);
  });
});

describe('placing a QR call', () => {
  it('an invalid QR code says so: unknown alias, or an event that is not a line', async () => {
    const unknown = await server.call('GET', `${QR}/short-detail?alias=nosuchline`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'qr_invalid', message: 'This QR code is not valid. Please contact its owner.' });
    const host = await activeAccount(server);
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic: 'Plain', call_type: 'instant' },
    });
    const plain = await server.call('POST', `${QR}/verify-call`, { body: { alias: event.body.alias, display_name: 'Vi' } });
    expect(plain.body.code).toBe('qr_invalid');
    // the ordinary product still serves the event
    expect((await server.call('GET', `/conference/api/meet/qrcode/short-detail?alias=${event.body.alias}`)).status).toBe(200);
  });

  it('an expired line answers qr_expired', async () => {
    const { host, alias, agents } = await lineWithAgents(1);
    const expiring = await server.call('POST', '/api/account/qr-call/line', {
      token: host.token,
      body: { alias, agents: [agents[0].email], expires_at: new Date(Date.now() + 600).toISOString() },
    });
    expect(expiring.body.status).toBe('open');
    expect((await server.call('GET', `${QR}/short-detail?alias=${alias}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const detail = await server.call('GET', `${QR}/short-detail?alias=${alias}`);
    expect(detail.status).toBe(410);
    expect(detail.body).toMatchObject({ code: 'qr_expired', message: 'This QR call has expired.' });
    const placed = await server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: 'Late' } });
    expect(placed.body.code).toBe('qr_expired');
  });

  it('no agent on duty: all agents busy; a name is required', async () => {
    const { alias } = await lineWithAgents(1);
    const busy = await server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: 'Visitor' } });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'agents_busy', message: 'All call agents are busy. Please try again.' });
    const unnamed = await server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: '  ' } });
    expect(unnamed.body).toMatchObject({ code: 'field_required', field: 'display_name' });
  });

  it('rings the agent on duty, who accepts: both get the same new room, the agent hosts it', async () => {
    const { alias, agents } = await lineWithAgents(1);
    const duty = await openSocket(`/signal/socket/qr-call/agent?token=${agents[0].token}`);
    await duty.next((m) => m.type === 'qr_call.welcome');
    const short = await server.call('GET', `${QR}/short-detail?alias=${alias}`);
    expect(short.body.agents_available).toBe(1);

    const placed = await server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: 'Visitor Vy' } });
    expect(placed.status).toBe(200);
    expect(placed.body.state).toBe('ringing');
    const visitor = await openSocket(`/signal/socket/qr-call/visitor?call_id=${placed.body.call_id}&call_token=${placed.body.call_token}`);
    const ring = await duty.next((m) => m.type === 'qr_call.ring');
    expect(ring.call).toMatchObject({ call_id: placed.body.call_id, visitor_name: 'Visitor Vy', topic: 'Help desk' });

    // a second visitor meanwhile: the only agent is being rung
    const second = await server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: 'Second' } });
    expect(second.body.code).toBe('agents_busy');

    const accepted = await server.call('POST', `${QR}/answer`, {
      token: agents[0].token,
      body: { call_id: placed.body.call_id, accept: true },
    });
    expect(accepted.body).toMatchObject({ state: 'accepted', room_alias: expect.any(String) });
    const pushed = await visitor.next((m) => m.type === 'qr_call.state' && m.call.state === 'accepted');
    expect(pushed.call.room_alias).toBe(accepted.body.room_alias);
    const polled = await server.call(
      'GET',
      `${QR}/detail?alias=${alias}&join_type=visitor&user_identity=${placed.body.call_id}&authorize_data=${placed.body.call_token}`,
    );
    expect(polled.body).toMatchObject({ state: 'accepted', room_alias: accepted.body.room_alias, agent_name: 'Agent 1' });

    // the agent hosts the one-off room; the visitor joins it as a guest without a passcode
    const asHost = await server.call('POST', '/signal/member/v1/auth', {
      token: agents[0].token,
      body: { alias: accepted.body.room_alias, display_name: 'Agent 1' },
    });
    expect(asHost.body.role).toBe('host');
    const asGuest = await server.call('POST', '/signal/member/v1/auth', {
      body: { alias: accepted.body.room_alias, display_name: 'Visitor Vy' },
    });
    expect(asGuest.body.role).toBe('participant');

    // the agent is now in a call (until they reach and leave the room): a new visitor finds everyone busy
    const third = await server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: 'Third' } });
    expect(third.body.code).toBe('agents_busy');
    await visitor.close();
    await duty.close();
  });

  it('a decline passes the call to the next agent; when nobody is left the caller hears busy', async () => {
    const { alias, agents } = await lineWithAgents(2);
    const first = await openSocket(`/signal/socket/qr-call/agent?token=${agents[0].token}`);
    const second = await openSocket(`/signal/socket/qr-call/agent?token=${agents[1].token}`);
    await first.next((m) => m.type === 'qr_call.welcome');
    await second.next((m) => m.type === 'qr_call.welcome');
    const placed = await server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: 'Caller' } });
    const visitor = await openSocket(`/signal/socket/qr-call/visitor?call_id=${placed.body.call_id}&call_token=${placed.body.call_token}`);
    const ringing = [first, second];
    // one agent is rung at a time: whichever it is, the other's wait is withdrawn, so that its own ring
    // after the decline reaches the wait for it below instead of a stale one
    const rung = await firstToReceive(ringing, (m) => m.type === 'qr_call.ring');
    const declined = await server.call('POST', `${QR}/answer`, {
      token: agents[rung].token,
      body: { call_id: placed.body.call_id, accept: false },
    });
    expect(declined.body.state).toBe('ringing');
    await ringing[rung].next((m) => m.type === 'qr_call.ended' && m.outcome === 'missed');
    const other = 1 - rung;
    await ringing[other].next((m) => m.type === 'qr_call.ring');
    // the first agent cannot take it back
    const late = await server.call('POST', `${QR}/answer`, {
      token: agents[rung].token,
      body: { call_id: placed.body.call_id, accept: true },
    });
    expect(late.status).toBe(409);
    // nobody answers the second ring in time: user busy, try again
    const busy = await visitor.next((m) => m.type === 'qr_call.state' && m.call.state === 'busy', 4000);
    expect(busy.call.room_alias).toBeNull();
    await Promise.all([visitor.close(), first.close(), second.close()]);
  });

  it('the visitor cancels: the ringing agent is told, and the call cannot be accepted', async () => {
    const { alias, agents } = await lineWithAgents(1);
    const duty = await openSocket(`/signal/socket/qr-call/agent?token=${agents[0].token}`);
    await duty.next((m) => m.type === 'qr_call.welcome');
    const placed = await server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: 'Changed my mind' } });
    await duty.next((m) => m.type === 'qr_call.ring');
    const wrongToken = await server.call('POST', `${QR}/cancel`, { body: { call_id: placed.body.call_id, call_token: 'nope' } });
    expect(wrongToken.status).toBe(404);
    const cancelled = await server.call('POST', `${QR}/cancel`, {
      body: { call_id: placed.body.call_id, call_token: placed.body.call_token },
    });
    expect(cancelled.body).toMatchObject({ state: 'cancelled', cancelled_by: 'visitor' });
    await duty.next((m) => m.type === 'qr_call.ended' && m.outcome === 'cancelled');
    const accept = await server.call('POST', `${QR}/answer`, {
      token: agents[0].token,
      body: { call_id: placed.body.call_id, accept: true },
    });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('The caller hung up.');
    await duty.close();
  });

  it('sockets refuse strangers', async () => {
    const attempt = (path: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(server.url.replace(/^http/, 'ws') + path);
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => resolve(101));
      });
    expect(await attempt('/signal/socket/qr-call/agent?token=bad')).toBe(401);
    expect(await attempt('/signal/socket/qr-call/visitor?call_id=x&call_token=y')).toBe(404);
    expect(await attempt('/signal/socket/whiteboard?room=bad%20room')).toBe(400);
  });
});

describe('whiteboard relay over websockets', () => {
  it('two boards on one room see each other, a late joiner gets the drawing', async () => {
    const a = await openSocket('/signal/socket/whiteboard?room=class-1');
    await a.next((m) => m.type === 'snapshot');
    const b = await openSocket('/signal/socket/whiteboard?room=class-1');
    await b.next((m) => m.type === 'snapshot');
    a.send({ type: 'op', op: { kind: 'add', stroke: { id: 'one', tool: 'pen', color: '#000000', width: 2, points: [0, 0, 1, 1] } } });
    expect((await b.next((m) => m.type === 'op')).op.stroke.id).toBe('one');
    const late = await openSocket('/signal/socket/whiteboard?room=class-1');
    expect((await late.next((m) => m.type === 'snapshot')).strokes.map((s: any) => s.id)).toEqual(['one']);
    await Promise.all([a.close(), b.close(), late.close()]);
  });
});
