/**
 * Which media sections of a mesh link carry our camera and microphone. Both are in the very first
 * offer, with or without a track yet: tracks come later by replaceTrack, never by adding sections
 * in a second negotiation (Chromium could then receive packets on a link and play none of them).
 */
type Senders = { audio?: RTCRtpSender; video?: RTCRtpSender; screen?: RTCRtpSender };

/** The impolite side, which opens the link: an audio and a video section of its own. */
export function addOwnSections(pc: RTCPeerConnection, stream: MediaStream): { audio: RTCRtpSender; video: RTCRtpSender } {
  const add = (kind: 'audio' | 'video') => pc.addTransceiver(kind, { direction: 'sendrecv', streams: [stream] }).sender;
  return { audio: add('audio'), video: add('video') };
}

/**
 * The polite side sends on the sections the offer brought (the first audio and the first video
 * one), so that neither side ever has to add sections later. Fills `senders`; true if it took any.
 */
export function adoptOfferedSections(pc: RTCPeerConnection, senders: Senders, stream: MediaStream): boolean {
  let adopted = false;
  for (const kind of ['audio', 'video'] as const) {
    if (senders[kind]) continue;
    const transceiver = pc
      .getTransceivers()
      .find((t) => t.mid !== null && t.receiver.track.kind === kind && !t.sender.track && t.sender !== senders.screen);
    if (!transceiver) continue;
    transceiver.direction = 'sendrecv';
    transceiver.sender.setStreams?.(stream);
    senders[kind] = transceiver.sender;
    adopted = true;
  }
  return adopted;
}
