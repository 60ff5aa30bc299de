/** Network quality of a link from its stats: round trip and packet loss. */
export type NetworkQuality = 'excellent' | 'good' | 'poor' | 'lost' | 'unknown';

export interface LinkSample {
  connected: boolean;
  /** Seconds; undefined when not measured yet. */
  roundTripTime?: number;
  /** Packets lost / expected since the previous sample, 0..1. */
  lossRate?: number;
}

export function rateNetworkQuality(sample: LinkSample): NetworkQuality {
  if (!sample.connected) return 'lost';
  if (sample.roundTripTime === undefined && sample.lossRate === undefined) return 'unknown';
  const rtt = sample.roundTripTime ?? 0;
  const loss = sample.lossRate ?? 0;
  if (loss > 0.1 || rtt > 0.5) return 'poor';
  if (loss > 0.02 || rtt > 0.2) return 'good';
  return 'excellent';
}

/** Loss rate between two cumulative counters, 0 when nothing was expected. */
export function lossBetween(previous: { lost: number; received: number } | undefined, current: { lost: number; received: number }): number {
  const lost = Math.max(0, current.lost - (previous?.lost ?? 0));
  const received = Math.max(0, current.received - (previous?.received ?? 0));
  return lost + received === 0 ? 0 : lost / (lost + received);
}

/** Bars shown by the indicator (0 to 3). */
export function qualityBars(quality: NetworkQuality): number {
  return { excellent: 3, good: 2, poor: 1, lost: 0, unknown: 3 }[quality];
}
