/**
 * What each mesh sender may spend per peer. Every peer gets its own encoding of the camera, so the
 * upstream budget is shared: more peers, fewer bits and a smaller picture for each.
 */
export interface SendingProfile {
  maxBitrate: number;
  scaleResolutionDownBy: number;
  maxFramerate: number;
}

export function sendingProfile(peerCount: number): SendingProfile {
  if (peerCount <= 1) return { maxBitrate: 1_500_000, scaleResolutionDownBy: 1, maxFramerate: 30 };
  if (peerCount <= 3) return { maxBitrate: 700_000, scaleResolutionDownBy: 1.5, maxFramerate: 30 };
  if (peerCount <= 5) return { maxBitrate: 400_000, scaleResolutionDownBy: 2, maxFramerate: 24 };
  return { maxBitrate: 250_000, scaleResolutionDownBy: 3, maxFramerate: 20 };
}

/** Screen share keeps its resolution (text must stay readable) and gives up frame rate instead. */
export function screenProfile(peerCount: number): SendingProfile {
  return { maxBitrate: peerCount <= 3 ? 1_500_000 : 800_000, scaleResolutionDownBy: 1, maxFramerate: peerCount <= 3 ? 15 : 8 };
}
