import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { LiveKitModule } from '../../media';
import type { RoomClient } from '../../room/client';
import { TemplateMode } from './template-mode';

/** jsdom has neither WebRTC nor WebAudio: what the template touches of them. */
class FakeMediaStream {
  constructor(readonly tracks: MediaStreamTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
}
const played: unknown[] = [];
class FakeAudioContext {
  destination = { kind: 'speakers' };
  createMediaStreamSource(stream: FakeMediaStream) {
    return {
      connect: (to: unknown) => {
        if (to === this.destination) played.push(...stream.tracks);
      },
    };
  }
  resume = vi.fn(async () => undefined);
  close = vi.fn(async () => undefined);
}

class FakeRoom {
  static last: FakeRoom;
  static refuse: unknown = null;
  remoteParticipants = new Map();
  localParticipant = { identity: 'EG_1', publishTrack: vi.fn() };
  connect = vi.fn(async () => {
    if (FakeRoom.refuse) throw FakeRoom.refuse;
  });
  disconnect = vi.fn(async () => undefined);
  constructor(readonly options: Record<string, unknown>) {
    FakeRoom.last = this;
  }
  on() {
    return this;
  }
}
const fakeModule = { Room: FakeRoom, RoomEvent: {}, Track: { Source: {}, Kind: {} } } as unknown as LiveKitModule;

const roomClient = () => ({ store: createStore<{ join: string }>()(() => ({ join: 'joining' })) });
const mixTrack = { kind: 'audio', id: 'mix' } as unknown as MediaStreamTrack;

beforeEach(() => {
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  played.length = 0;
  FakeRoom.refuse = null;
});
afterEach(() => vi.unstubAllGlobals());

describe('the composite page as a LiveKit Egress template', () => {
  it('subscribes to the room without publishing, plays the mix to the page, and logs START then END', async () => {
    const lines: string[] = [];
    const template = new TemplateMode(
      { url: 'wss://lk.example', token: 'egress-jwt' },
      (line) => lines.push(line),
      async () => fakeModule,
    );
    const transport = template.transport({});
    await transport.connect();
    expect(FakeRoom.last.connect).toHaveBeenCalledWith('wss://lk.example', 'egress-jwt', { autoSubscribe: true });
    // Off-screen video elements: adaptive stream would pause every video.
    expect(FakeRoom.last.options).toMatchObject({ adaptiveStream: false, dynacast: false });

    const client = roomClient();
    template.begin(client as unknown as RoomClient, mixTrack);
    expect(played).toEqual([mixTrack]);
    template.frameDrawn();
    expect(lines).toEqual([]);
    client.store.setState({ join: 'connected' });
    expect(lines).toEqual(['START_RECORDING']);
    template.frameDrawn();
    client.store.setState({ join: 'ended' });
    expect(lines).toEqual(['START_RECORDING', 'END_RECORDING']);
    expect(FakeRoom.last.localParticipant.publishTrack).not.toHaveBeenCalled();
    template.close();
    transport.close();
  });

  it('never logs START_RECORDING when LiveKit cannot be reached, and says why', async () => {
    const lines: string[] = [];
    FakeRoom.refuse = Object.assign(new Error('could not establish signal connection'), { name: 'ConnectionError', reason: 1 });
    const template = new TemplateMode(
      { url: 'ws://127.0.0.1:9', token: 'egress-jwt' },
      (line) => lines.push(line),
      async () => fakeModule,
    );
    await expect(template.transport({}).connect()).rejects.toThrow();
    expect(template.errorKey).toBe('call:media.unreachable');
    const client = roomClient();
    template.begin(client as unknown as RoomClient, mixTrack);
    client.store.setState({ join: 'connected' });
    template.frameDrawn();
    expect(lines).toEqual([]);
  });
});
