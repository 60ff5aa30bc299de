import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkHost } from './link-host';
import { PeerLink } from './peer-link';
import type { WireBody } from './peer-wire';

/**
 * The signalling side of one mesh link, with a stand-in RTCPeerConnection (jsdom has none): what
 * the link sends, and when. Media itself is covered by the browser journeys (e2e call-media).
 */
class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string; toJSON(): RTCSessionDescriptionInit } | null = null;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate = null;
  ontrack = null;
  onconnectionstatechange = null;
  onsignalingstatechange = null;
  createDataChannel() {}
  addTransceiver() {
    return {
      sender: {
        track: null,
        replaceTrack: async () => undefined,
        getParameters: () => ({ encodings: [] }),
        setParameters: async () => undefined,
      },
    };
  }
  async setLocalDescription() {
    const description = { type: 'offer' as const, sdp: 'v=0 offer' };
    this.localDescription = { ...description, toJSON: () => description };
    this.signalingState = 'have-local-offer';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.signalingState = description.type === 'answer' ? 'stable' : 'have-remote-offer';
  }
  getTransceivers() {
    return [];
  }
  close() {
    this.signalingState = 'closed';
  }
}

function host(selfId: string) {
  const sent: Array<WireBody & { s: string; r: string | null }> = [];
  const mesh: LinkHost = {
    selfId,
    signal: { selfId, send: (_to, data) => sent.push(data as (typeof sent)[number]), onSignal: () => () => undefined },
    iceServers: [],
    localStream: {} as MediaStream,
    isVisible: () => true,
    attachLocal: () => undefined,
    applyProfiles: async () => undefined,
    emitRemotes: () => undefined,
  };
  return { mesh, sent, offers: () => sent.filter((m) => m.t === 'sdp') };
}

/** Lets the link's queued handling and the offer's promise chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PeerLink offers', () => {
  beforeEach(() => vi.stubGlobal('RTCPeerConnection', FakePeerConnection));
  afterEach(() => vi.unstubAllGlobals());

  it('sends an unanswered offer again as soon as the other side first speaks, not only when the resend timer fires', async () => {
    // "a" < "b": this side is the impolite one, which opens the link with the first offer.
    const { mesh, offers } = host('a');
    const link = new PeerLink('b', mesh);
    await (link.pc as unknown as FakePeerConnection).onnegotiationneeded?.();
    expect(offers()).toHaveLength(1);
    // The newcomer's room socket was not up yet, so that offer was lost; now its link says hello.
    link.receive({ t: 'pause', video: false, s: 'session-of-b', r: null });
    await settle();
    expect(offers()).toHaveLength(2);
    expect(offers()[1]).toMatchObject({ t: 'sdp', n: 1, description: { type: 'offer', sdp: 'v=0 offer' } });
    // Later messages from the same side are no first word: nothing is sent again.
    link.receive({ t: 'pause', video: true, s: 'session-of-b', r: link.localSession });
    await settle();
    expect(offers()).toHaveLength(2);
    link.closePc();
  });

  it('does not send an offer again when the first word is the answer to it', async () => {
    const { mesh, offers } = host('a');
    const link = new PeerLink('b', mesh);
    await (link.pc as unknown as FakePeerConnection).onnegotiationneeded?.();
    link.receive({ t: 'sdp', description: { type: 'answer', sdp: 'v=0 answer' }, n: 1, s: 'session-of-b', r: link.localSession });
    await settle();
    expect(link.pc.signalingState).toBe('stable');
    await settle();
    expect(offers()).toHaveLength(1);
    link.closePc();
  });
});
