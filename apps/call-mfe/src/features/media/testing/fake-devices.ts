import { vi } from 'vitest';
import { FakeMediaStream } from './fake-livekit';

export type FakeDeviceTrack = MediaStreamTrack & { stop: ReturnType<typeof vi.fn> };

/** A device track as the browser gives it: live until stopped. */
export function fakeDevice(kind: 'audio' | 'video', id: string): FakeDeviceTrack {
  const track = { kind, id, readyState: 'live', stop: vi.fn(() => void (track.readyState = 'ended')) };
  return track as unknown as FakeDeviceTrack;
}

/**
 * A browser with a camera and a microphone for unit tests (jsdom has none): getUserMedia opens a new
 * fake track per request; `opened` lists them in order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubDevices(): { opened: FakeDeviceTrack[] } {
  const opened: FakeDeviceTrack[] = [];
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('RTCPeerConnection', class {});
  vi.stubGlobal('navigator', {
    mediaDevices: {
      getUserMedia: vi.fn(async (constraints: MediaStreamConstraints) => {
        const kind = constraints.video ? 'video' : 'audio';
        const track = fakeDevice(kind, `${kind}-${opened.length}`);
        opened.push(track);
        return new FakeMediaStream([track]);
      }),
    },
  });
  return { opened };
}
