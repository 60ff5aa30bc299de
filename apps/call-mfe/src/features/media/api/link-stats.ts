/** What one read of a link's stats tells: round trip, packet counters and whether media plays. */
export interface LinkSample {
  rtt: number | undefined;
  lost: number;
  received: number;
  videoPackets: number;
  videoFrames: number;
  audioPackets: number;
  /** A received audio track stays muted (packets may arrive, nothing plays). */
  audioMuted: boolean;
}

/** Reads the connection's stats once: the nominated pair's round trip and the inbound counters. */
export async function readLinkSample(pc: RTCPeerConnection): Promise<LinkSample> {
  const report = await pc.getStats();
  let rtt: number | undefined;
  let lost = 0;
  let received = 0;
  let videoPackets = 0;
  let videoFrames = 0;
  let audioPackets = 0;
  report.forEach((stat: Record<string, unknown>) => {
    if (stat.type === 'candidate-pair' && stat.nominated && stat.state === 'succeeded' && typeof stat.currentRoundTripTime === 'number')
      rtt = stat.currentRoundTripTime;
    if (stat.type === 'inbound-rtp') {
      lost += Number(stat.packetsLost ?? 0);
      received += Number(stat.packetsReceived ?? 0);
      if (stat.kind === 'video') {
        videoPackets += Number(stat.packetsReceived ?? 0);
        videoFrames += Number(stat.framesDecoded ?? 0);
      } else if (stat.kind === 'audio') audioPackets += Number(stat.packetsReceived ?? 0);
    }
  });
  const audioMuted = pc.getReceivers().some((receiver) => receiver.track.kind === 'audio' && receiver.track.muted);
  return { rtt, lost, received, videoPackets, videoFrames, audioPackets, audioMuted };
}
