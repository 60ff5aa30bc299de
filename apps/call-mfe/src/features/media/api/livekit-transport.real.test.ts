import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveKitTransport } from './livekit-transport';
import type { MediaStatus } from './types';

/**
 * The real livekit-client against a URL where nothing listens. jsdom lacks RTCPeerConnection, so a
 * bare constructor stands in for the browser check; the failure comes from the real signal client.
 */
beforeEach(() => {
  class RTCPeerConnectionStub {}
  Object.assign(RTCPeerConnectionStub.prototype, { addTransceiver() {}, addTrack() {} });
  vi.stubGlobal('RTCPeerConnection', RTCPeerConnectionStub);
  vi.stubGlobal(
    'RTCRtpTransceiver',
    class {
      currentDirection = null;
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('LiveKitTransport with the real livekit-client', () => {
  it('loads livekit-client on connect and says the media server is out of reach, not the network, for an unreachable server', async () => {
    const statuses: Array<[MediaStatus, string | null]> = [];
    const transport = new LiveKitTransport({
      url: 'ws://127.0.0.1:9',
      token: 'not-a-real-token',
      listener: { status: (status, key) => statuses.push([status, key]) },
    });
    await expect(transport.connect()).rejects.toMatchObject({ name: 'ConnectionError' });
    expect(statuses[0]).toEqual(['connecting', null]);
    expect(statuses.at(-1)).toEqual(['failed', 'call:media.unreachable']);
    transport.close();
  }, 30_000);
});
