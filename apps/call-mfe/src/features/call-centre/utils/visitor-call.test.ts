import { describe, expect, it } from 'vitest';
import { initialVisitor, visitorReducer, type VisitorEvent, type VisitorState } from './visitor-call';

const line = { alias: 'abc', topic: 'Help desk', host: { display_name: 'Host' }, agents_available: 1 };
const run = (...events: VisitorEvent[]) => events.reduce<VisitorState>(visitorReducer, initialVisitor);
const ringing = (call_id = 'c1') => ({ call_id, state: 'ringing' as const, room_alias: null });

describe('visitor call', () => {
  it('loads, places, rings and meets the agent in a room', () => {
    const state = run(
      { type: 'loaded', line },
      { type: 'place' },
      { type: 'placed', call: ringing(), token: 't' },
      { type: 'call', call: { call_id: 'c1', state: 'accepted', room_alias: 'room1', agent_name: 'Agent' } },
    );
    expect(state).toEqual({ kind: 'connecting', line, room: 'room1', agentName: 'Agent' });
  });

  it('an invalid or expired QR code ends the visit, at load or when placing', () => {
    expect(run({ type: 'failed', code: 'qr_invalid' })).toEqual({ kind: 'invalid' });
    expect(run({ type: 'loaded', line }, { type: 'place' }, { type: 'failed', code: 'qr_expired' })).toEqual({ kind: 'expired' });
    expect(run({ type: 'failed', code: null })).toEqual({ kind: 'unreachable' });
  });

  it('all agents busy keeps the form with the message, and trying again clears it', () => {
    const busy = run({ type: 'loaded', line }, { type: 'place' }, { type: 'failed', code: 'agents_busy' });
    expect(busy).toEqual({ kind: 'ready', line, notice: 'agentsBusy', placing: false });
    expect(visitorReducer(busy, { type: 'place' })).toEqual({ kind: 'ready', line, notice: null, placing: true });
  });

  it('no agent answers: user busy; the visitor cancels: cancelled; the line closes: invalid', () => {
    const rung = run({ type: 'loaded', line }, { type: 'place' }, { type: 'placed', call: ringing(), token: 't' });
    expect(rung.kind).toBe('ringing');
    expect(visitorReducer(rung, { type: 'call', call: { call_id: 'c1', state: 'busy', room_alias: null } })).toMatchObject({
      kind: 'ready',
      notice: 'userBusy',
    });
    expect(
      visitorReducer(rung, { type: 'call', call: { call_id: 'c1', state: 'cancelled', room_alias: null, cancelled_by: 'visitor' } }),
    ).toMatchObject({ kind: 'ready', notice: 'cancelled' });
    expect(
      visitorReducer(rung, { type: 'call', call: { call_id: 'c1', state: 'cancelled', room_alias: null, cancelled_by: 'line' } }),
    ).toEqual({ kind: 'invalid' });
  });

  it('ignores news about another call and double submits', () => {
    const rung = run({ type: 'loaded', line }, { type: 'place' }, { type: 'placed', call: ringing(), token: 't' });
    expect(visitorReducer(rung, { type: 'call', call: { call_id: 'other', state: 'busy', room_alias: null } })).toBe(rung);
    const placing = run({ type: 'loaded', line }, { type: 'place' });
    expect(visitorReducer(placing, { type: 'place' })).toBe(placing);
  });
});
