import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { RoomSnapshot } from '@platform/shared-api';
import { RoomClient, RoomCommandError, type ResumeRequest } from './room-client';
import type { RoomSession } from '../utils/room-session';
import { wireParticipant } from '../testing/fake-room';

/** A socket that records what the client sends and lets the test play the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: any[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
}

const session = (): RoomSession => ({
  alias: 'abc',
  member_id: 'me',
  ticket: 'first-ticket',
  resume_token: null,
  display_name: 'Me',
  role: 'participant',
  mic_on: true,
  camera_on: false,
  has_mic: true,
});

const snapshot = (seq = 1): RoomSnapshot => ({
  type: 'room.snapshot',
  seq,
  self_id: 'me',
  resume_token: 'resume-1',
  participant_count: 1,
  recorders: [],
  room: { alias: 'abc', title: 'Sync', mode: 'conference', mode_switching: false, locked: false, waiting_room: false, capacity: 10000 },
  participants: [wireParticipant('me', { display_name: 'Me', joined_at: '2026-01-01T00:00:00Z' })],
  chat: [],
  waiting: [],
  cohost_offer: null,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('room client', () => {
  let resume: Mock<(request: ResumeRequest) => Promise<string>>;
  let client: RoomClient;
  const socket = () => FakeSocket.all[FakeSocket.all.length - 1];

  beforeEach(() => {
    FakeSocket.all = [];
    resume = vi.fn(async (_request: ResumeRequest) => 'resumed-ticket');
    client = new RoomClient({
      session: session(),
      initial: { micOn: true, cameraOn: false, hasMic: true },
      socketUrl: (ticket) => `ws://room/${ticket}`,
      resume,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
  });
  afterEach(() => client.close());

  it('joins with the ticket, goes connected on the snapshot and sends the pre-join choices once', async () => {
    client.start();
    await flush();
    expect(client.store.getState().join).toBe('joining');
    expect(socket().url).toBe('ws://room/first-ticket');
    socket().open();
    socket().receive(snapshot() as unknown as Record<string, unknown>);
    expect(client.store.getState().join).toBe('connected');
    expect(client.store.getState().view.participants[0].displayName).toBe('Me');
    expect(socket().sent).toEqual([{ type: 'self.update', has_mic: true, mic_on: true, camera_on: false }]);
    // Shown at once with the snapshot, not a round trip later: the call page keeps the join page's microphone.
    expect(client.store.getState().view.participants[0]).toMatchObject({ micOn: true, cameraOn: false, hasMic: true });
  });

  it('leaves off, and does not ask for, a device the host has denied', async () => {
    client.start();
    await flush();
    socket().open();
    const denied = snapshot();
    denied.participants = [wireParticipant('me', { display_name: 'Me', joined_at: '2026-01-01T00:00:00Z', mic_denied: true })];
    socket().receive(denied as unknown as Record<string, unknown>);
    // The server would refuse the whole update for the denied microphone: it is not asked for.
    expect(socket().sent).toEqual([{ type: 'self.update', has_mic: true, mic_on: false, camera_on: false }]);
    expect(client.store.getState().view.participants[0]).toMatchObject({ micOn: false });
  });

  it('leaves the room when the page goes away, so the others see it at once', async () => {
    client.start();
    await flush();
    socket().open();
    socket().receive(snapshot() as unknown as Record<string, unknown>);
    window.dispatchEvent(new Event('pagehide'));
    expect(socket().sent.at(-1)).toEqual({ type: 'room.leave' });
    expect(socket().readyState).toBe(3);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('follows the waiting room until admitted', async () => {
    client.start();
    await flush();
    socket().open();
    socket().receive({ type: 'room.state', state: 'waiting_room', resume_token: 'r' });
    expect(client.store.getState().join).toBe('waiting_room');
    socket().receive(snapshot() as unknown as Record<string, unknown>);
    expect(client.store.getState().join).toBe('connected');
  });

  it('asks for a fresh snapshot when a sequenced event is missing', async () => {
    client.start();
    await flush();
    socket().open();
    socket().receive(snapshot(3) as unknown as Record<string, unknown>);
    socket().receive({ type: 'room.events', events: [{ seq: 5, type: 'participant.left', id: 'x', reason: 'left' }] });
    expect(socket().sent.at(-1)).toEqual({ type: 'room.sync' });
  });

  it('resolves commands on ack and rejects them with the refusal code', async () => {
    client.start();
    await flush();
    socket().open();
    const ok = client.command({ type: 'hand.raise' });
    const refused = client.command({ type: 'lock.set', locked: true });
    const [first, second] = socket().sent.slice(-2);
    socket().receive({ type: 'ack', ref: first.ref, command: 'hand.raise' });
    socket().receive({
      type: 'error',
      ref: second.ref,
      code: 'permission_denied',
      message: 'You do not have permission to perform this function',
    });
    await expect(ok).resolves.toMatchObject({ type: 'ack' });
    await expect(refused).rejects.toBeInstanceOf(RoomCommandError);
    await expect(refused).rejects.toMatchObject({ code: 'permission_denied' });
  });

  it('relays WebRTC signalling through the signal channel', async () => {
    client.start();
    await flush();
    socket().open();
    const got: unknown[] = [];
    const off = client.signal.onSignal((from, data) => got.push([from, data]));
    client.signal.send('peer', { sdp: 'offer' });
    expect(socket().sent.at(-1)).toEqual({ type: 'rtc.signal', to: 'peer', data: { sdp: 'offer' } });
    socket().receive({ type: 'rtc.signal', from: 'peer', data: { sdp: 'answer' } });
    off();
    socket().receive({ type: 'rtc.signal', from: 'peer', data: { sdp: 'ignored' } });
    expect(got).toEqual([['peer', { sdp: 'answer' }]]);
    expect(client.signal.selfId).toBe('me');
  });

  it('keeps offers that arrive before the media layer listens and hands them to its first listener', async () => {
    client.start();
    await flush();
    socket().open();
    socket().receive({ type: 'rtc.signal', from: 'early', data: { sdp: 'offer-1' } });
    socket().receive({ type: 'rtc.signal', from: 'early', data: { candidate: 'c1' } });
    const got: unknown[] = [];
    client.signal.onSignal((from, data) => got.push([from, data]));
    socket().receive({ type: 'rtc.signal', from: 'early', data: { candidate: 'c2' } });
    expect(got).toEqual([
      ['early', { sdp: 'offer-1' }],
      ['early', { candidate: 'c1' }],
      ['early', { candidate: 'c2' }],
    ]);
    // Handed over once, not again to a later listener.
    const later: unknown[] = [];
    client.signal.onSignal((from, data) => later.push([from, data]));
    expect(later).toEqual([]);
  });

  it('reconnects with the resume token after a drop and is connected again on the new snapshot', async () => {
    vi.useFakeTimers();
    try {
      client.start();
      await vi.advanceTimersByTimeAsync(0);
      socket().open();
      socket().receive(snapshot() as unknown as Record<string, unknown>);
      socket().drop();
      expect(client.store.getState().join).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(1000);
      // Who we are, and the devices this browser has on (a restarted service would have forgotten them).
      expect(resume).toHaveBeenCalledWith({ member_id: 'me', resume_token: 'resume-1', mic_on: true, camera_on: false, has_mic: true });
      expect(socket().url).toBe('ws://room/resumed-ticket');
      socket().open();
      socket().receive(snapshot(9) as unknown as Record<string, unknown>);
      expect(client.store.getState().join).toBe('connected');
      // The pre-join choices went out once, not again after the reconnect.
      expect(FakeSocket.all.flatMap((s) => s.sent).filter((m) => m.type === 'self.update')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays out after being removed, and after the room ended', async () => {
    client.start();
    await flush();
    socket().open();
    socket().receive(snapshot() as unknown as Record<string, unknown>);
    socket().receive({ type: 'room.state', state: 'removed' });
    socket().drop();
    await flush();
    expect(client.store.getState().join).toBe('removed');
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('shows the expired place when the resume is refused', async () => {
    resume.mockRejectedValueOnce(Object.assign(new Error('gone'), { status: 404 }));
    vi.useFakeTimers();
    try {
      client.start();
      await vi.advanceTimersByTimeAsync(0);
      socket().open();
      socket().receive(snapshot() as unknown as Record<string, unknown>);
      socket().drop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(client.store.getState().join).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });
});
