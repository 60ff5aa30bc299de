import { describe, expect, it } from 'vitest';
import { advance, initialCall, isFinal, type CallProgress } from '../src/modules/call-centre/ringing';
import { pickAgent, type AgentCandidate } from '../src/modules/call-centre/agent-selection';
import { lineStatus, parseExpiry } from '../src/modules/call-centre/expiry';
import { WhiteboardRelay } from '../src/modules/call-centre/whiteboard-relay';

const agent = (accountId: number, change: Partial<AgentCandidate> = {}): AgentCandidate => ({
  accountId,
  online: true,
  inCall: false,
  ringing: false,
  lastActiveAt: 0,
  ...change,
});

describe('ringing state machine', () => {
  it('rings an agent, who accepts', () => {
    let call = advance(initialCall(), { type: 'ring', agentId: 7 });
    expect(call).toMatchObject({ state: 'ringing', agentId: 7, tried: [7] });
    call = advance(call, { type: 'accepted', agentId: 7 });
    expect(call.state).toBe('accepted');
    expect(isFinal(call.state)).toBe(true);
  });

  it('a decline or no answer goes back to searching, and nobody left means busy', () => {
    let call = advance(initialCall(), { type: 'ring', agentId: 1 });
    call = advance(call, { type: 'declined', agentId: 1 });
    expect(call).toMatchObject({ state: 'searching', agentId: null, tried: [1] });
    call = advance(call, { type: 'ring', agentId: 2 });
    call = advance(call, { type: 'no_answer', agentId: 2 });
    call = advance(call, { type: 'no_agent' });
    expect(call.state).toBe('busy');
  });

  it('never rings the same agent twice in one call', () => {
    let call = advance(initialCall(), { type: 'ring', agentId: 1 });
    call = advance(call, { type: 'agent_gone', agentId: 1 });
    expect(advance(call, { type: 'ring', agentId: 1 })).toBe(call);
  });

  it('ignores answers from someone who is not being rung, and anything after the end', () => {
    const ringing = advance(initialCall(), { type: 'ring', agentId: 1 });
    expect(advance(ringing, { type: 'accepted', agentId: 2 })).toBe(ringing);
    expect(advance(ringing, { type: 'declined', agentId: 2 })).toBe(ringing);
    const cancelled = advance(ringing, { type: 'cancel', by: 'visitor' });
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledBy: 'visitor', agentId: null });
    expect(advance(cancelled, { type: 'accepted', agentId: 1 })).toBe(cancelled);
    const accepted: CallProgress = advance(ringing, { type: 'accepted', agentId: 1 });
    expect(advance(accepted, { type: 'cancel', by: 'visitor' })).toBe(accepted);
  });
});

describe('agent selection', () => {
  it('picks the free agent who has been idle the longest', () => {
    expect(pickAgent([agent(1, { lastActiveAt: 500 }), agent(2, { lastActiveAt: 100 }), agent(3, { lastActiveAt: 900 })])).toBe(2);
  });

  it('skips agents offline, in a call, being rung, or already tried', () => {
    const agents = [
      agent(1, { online: false }),
      agent(2, { inCall: true }),
      agent(3, { ringing: true }),
      agent(4),
      agent(5, { lastActiveAt: 10 }),
    ];
    expect(pickAgent(agents)).toBe(4);
    expect(pickAgent(agents, [4])).toBe(5);
    expect(pickAgent(agents, [4, 5])).toBeNull();
    expect(pickAgent([])).toBeNull();
  });
});

describe('line expiry', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  it('is open without an expiry or before it, expired from it on', () => {
    expect(lineStatus(null, now)).toBe('open');
    expect(lineStatus('2026-01-01T10:00:01Z', now)).toBe('open');
    expect(lineStatus('2026-01-01T10:00:00Z', now)).toBe('expired');
    expect(lineStatus(new Date('2025-12-31T00:00:00Z'), now)).toBe('expired');
  });

  it('accepts only a future time as a new expiry', () => {
    expect(parseExpiry(null, now)).toBeNull();
    expect(parseExpiry('', now)).toBeNull();
    expect(parseExpiry('2026-01-02T00:00:00Z', now)).toEqual(new Date('2026-01-02T00:00:00Z'));
    expect(parseExpiry('2025-01-01T00:00:00Z', now)).toBe('invalid');
    expect(parseExpiry('tomorrow', now)).toBe('invalid');
  });
});

describe('whiteboard relay', () => {
  const socket = () => {
    const received: any[] = [];
    return {
      received,
      connection: { id: Math.random().toString(), send: (m: Record<string, unknown>) => received.push(m), close: () => undefined },
    };
  };

  const stroke = (id: string) => ({ id, tool: 'pen', color: '#112233', width: 3, points: [0, 0, 10, 10] });
  const join = (relay: WhiteboardRelay, room: string, connection: ReturnType<typeof socket>['connection']) => {
    const session = relay.join(room, connection);
    if (typeof session === 'string') throw new Error(session);
    return session;
  };

  it('relays operations to the others and gives a late joiner the drawing', () => {
    const relay = new WhiteboardRelay();
    const a = socket();
    const b = socket();
    const sa = join(relay, 'room1', a.connection);
    relay.join('room1', b.connection);
    sa.message(JSON.stringify({ type: 'op', op: { kind: 'add', stroke: stroke('s1') } }));
    sa.message(JSON.stringify({ type: 'op', op: { kind: 'add', stroke: stroke('s2') } }));
    sa.message(JSON.stringify({ type: 'op', op: { kind: 'remove', ids: ['s1'] } }));
    expect(b.received.filter((m) => m.type === 'op').map((m) => m.op.kind)).toEqual(['add', 'add', 'remove']);
    expect(a.received.some((m) => m.type === 'op')).toBe(false);
    const late = socket();
    relay.join('room1', late.connection);
    expect(late.received[0]).toMatchObject({ type: 'snapshot', strokes: [{ id: 's2' }], peers: 3 });
  });

  it('refuses malformed operations and forgets a board nobody has open', () => {
    const relay = new WhiteboardRelay();
    const a = socket();
    const session = join(relay, 'r', a.connection);
    session.message('not json');
    session.message(JSON.stringify({ type: 'op', op: { kind: 'add', stroke: { tool: 'pen' } } }));
    expect(a.received.filter((m) => m.type === 'error').map((m) => m.code)).toEqual(['invalid_message', 'invalid_op']);
    session.message(JSON.stringify({ type: 'op', op: { kind: 'add', stroke: stroke('x') } }));
    expect(relay.strokes('r')).toHaveLength(1);
    session.close();
    expect(relay.strokes('r')).toHaveLength(0);
  });
});
