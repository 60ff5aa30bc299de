import { expect, type Page } from '@playwright/test';

/**
 * What a page receives over LiveKit, read from its peer connections (support/call.ts records every
 * RTCPeerConnection): LiveKit sends every remote's audio over one subscriber connection, so each
 * person heard is one inbound audio stream.
 */
export async function inboundAudio(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const streams: Record<string, number> = {};
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((stat: Record<string, unknown>) => {
        if (stat.type === 'inbound-rtp' && stat.kind === 'audio') streams[`${String(stat.trackIdentifier ?? stat.id)}`] = Number(stat.totalSamplesReceived ?? 0);
      });
    }
    return streams;
  });
}

/** How many remote voices are arriving now: streams that gained half a second of samples (at 48 kHz) in about 1.5 s. */
export async function voicesHeard(page: Page): Promise<number> {
  const before = await inboundAudio(page);
  await page.waitForTimeout(1500);
  const after = await inboundAudio(page);
  return Object.entries(after).filter(([id, samples]) => samples - (before[id] ?? 0) > 24_000).length;
}

export async function expectVoices(page: Page, count: number, timeout = 45_000) {
  await expect.poll(() => voicesHeard(page), { timeout, intervals: [250] }).toBe(count);
}

/** The remote ports this page's media flows to now (selected candidate pairs): the SFU's, not other browsers'. */
export async function mediaPorts(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const ports = new Set<number>();
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState !== 'connected') continue;
      const stats = await pc.getStats();
      stats.forEach((stat: Record<string, unknown>) => {
        if (stat.type !== 'transport' || !stat.selectedCandidatePairId) return;
        const pair = stats.get(String(stat.selectedCandidatePairId)) as Record<string, unknown> | undefined;
        const remote = pair && (stats.get(String(pair.remoteCandidateId)) as Record<string, unknown> | undefined);
        if (remote) ports.add(Number(remote.port));
      });
    }
    return [...ports].sort();
  });
}
