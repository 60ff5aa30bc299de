import { describe, expect, it } from 'vitest';
import { joinTransition, shouldReconnect, type JoinEvent, type JoinState } from './join-machine';

const run = (events: JoinEvent[], from: JoinState = 'idle') => events.reduce(joinTransition, from);

describe('join state machine', () => {
  it('goes joining -> connected on the snapshot', () => {
    expect(run([{ type: 'connect' }])).toBe('joining');
    expect(run([{ type: 'connect' }, { type: 'snapshot' }])).toBe('connected');
  });

  it('waits for the host, then in the waiting room, then gets admitted', () => {
    const states = [{ type: 'connect' }, { type: 'server_state', state: 'waiting_for_host' }] as JoinEvent[];
    expect(run(states)).toBe('waiting_for_host');
    expect(run([...states, { type: 'server_state', state: 'waiting_room' }])).toBe('waiting_room');
    expect(run([...states, { type: 'server_state', state: 'waiting_room' }, { type: 'snapshot' }])).toBe('connected');
  });

  it('shows a locked or full room, and lets the user try again', () => {
    expect(run([{ type: 'connect' }, { type: 'server_state', state: 'locked' }])).toBe('locked');
    expect(run([{ type: 'connect' }, { type: 'server_state', state: 'full' }])).toBe('full');
    expect(joinTransition('locked', { type: 'connect' })).toBe('joining');
    expect(joinTransition('full', { type: 'snapshot' })).toBe('full');
  });

  it('reconnects after a dropped socket and returns to connected on the new snapshot', () => {
    expect(joinTransition('connected', { type: 'socket_lost' })).toBe('reconnecting');
    expect(shouldReconnect('reconnecting')).toBe(true);
    expect(run([{ type: 'socket_lost' }, { type: 'snapshot' }], 'connected')).toBe('connected');
    expect(joinTransition('waiting_room', { type: 'socket_lost' })).toBe('reconnecting');
    expect(joinTransition('reconnecting', { type: 'resume_failed' })).toBe('failed');
  });

  it('ends in removed, blocked, denied, ended or replaced and stays there', () => {
    for (const state of ['removed', 'blocked', 'denied', 'ended', 'replaced'] as const) {
      const final = run([{ type: 'server_state', state }], 'connected');
      expect(final).toBe(state);
      expect(joinTransition(final, { type: 'socket_lost' })).toBe(state);
      expect(joinTransition(final, { type: 'snapshot' })).toBe(state);
      expect(joinTransition(final, { type: 'connect' })).toBe(state);
      expect(shouldReconnect(final)).toBe(false);
    }
  });

  it('lets the user leave from any state', () => {
    for (const state of ['joining', 'waiting_room', 'waiting_for_host', 'connected', 'reconnecting', 'locked'] as const) {
      expect(joinTransition(state, { type: 'leave' })).toBe('left');
    }
    expect(shouldReconnect('left')).toBe(false);
  });
});
