import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import type { CallConfig } from '@platform/shared-api';
import { toParticipant, type RoomView } from '../utils/room-view';
import type { JoinState } from '../utils/join-machine';
import { wireParticipant } from '../testing/fake-room';
import { useCallConfig } from './useCallConfig';

const room = {
  alias: 'abc',
  title: 'Sync',
  mode: 'conference' as const,
  mode_switching: false,
  locked: false,
  waiting_room: false,
  capacity: 10000,
};
const viewAs = (roles: string[]): RoomView => ({
  selfId: 'me',
  seq: 1,
  room,
  participants: [toParticipant(wireParticipant('me', { roles: roles as never, joined_at: '' }))],
  chat: [],
  waiting: [],
  count: 1,
  recorders: [],
});
const livekit = (token: string): CallConfig =>
  ({ transport: 'livekit', url: 'ws://sfu', token, room: 'abc', expires_in: 600 }) as CallConfig;

function setup(answers: Array<() => Promise<CallConfig>>) {
  const store = createStore<{ join: JoinState; view: RoomView }>()(() => ({ join: 'joining', view: viewAs([]) }));
  const asked: number[] = [];
  const fetchConfig = () => {
    asked.push(asked.length);
    return (answers[asked.length - 1] ?? answers[answers.length - 1])();
  };
  const hook = renderHook(() => useCallConfig(store, fetchConfig));
  return { store, asked, hook };
}

describe('the call config', () => {
  it('is asked for as the room takes the member in, before React renders that answer, and only once', async () => {
    const { store, asked, hook } = setup([() => Promise.resolve(livekit('first'))]);
    expect(asked).toHaveLength(0);
    store.setState({ join: 'connected' });
    // The request has left although React has not rendered the new state yet.
    expect(asked).toHaveLength(1);
    await waitFor(() => expect(hook.result.current).toMatchObject({ token: 'first' }));
    expect(asked).toHaveLength(1);
  });

  it('asks again with the new grants when a LiveKit member is brought on stage', async () => {
    const { store, asked, hook } = setup([() => Promise.resolve(livekit('audience')), () => Promise.resolve(livekit('stage'))]);
    act(() => store.setState({ join: 'connected' }));
    await waitFor(() => expect(hook.result.current).toMatchObject({ token: 'audience' }));
    act(() => store.setState({ view: viewAs(['presenter']) }));
    await waitFor(() => expect(hook.result.current).toMatchObject({ token: 'stage' }));
    expect(asked).toHaveLength(2);
  });

  it('runs the call on the mesh when the config cannot be fetched', async () => {
    const { store, hook } = setup([() => Promise.reject(new Error('offline'))]);
    act(() => store.setState({ join: 'connected' }));
    await waitFor(() => expect(hook.result.current).toMatchObject({ transport: 'mesh', ice_servers: [] }));
  });

  it('asks nothing while the member waits to be let in', () => {
    const { store, asked } = setup([() => Promise.resolve(livekit('x'))]);
    act(() => store.setState({ join: 'waiting_room' }));
    expect(asked).toHaveLength(0);
  });
});
