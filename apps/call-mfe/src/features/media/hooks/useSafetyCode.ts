import { useEffect, useState } from 'react';
import type { CallFingerprints } from '../api/types';
import { safetyCode } from '../utils/safety-code';

/** How often the links' fingerprints are read again (someone joined, a link was rebuilt). */
const READ_EVERY_MS = 1000;

/**
 * The end-to-end call's safety code (issue 26), from our own and every connected peer's DTLS
 * fingerprint; null until a peer is connected (or on LiveKit, which has no fingerprints of its own).
 * Also how many people it covers, so the page can say whom it was compared with.
 */
export function useSafetyCode(fingerprints: () => CallFingerprints | null, enabled: boolean): { code: string; people: number } | null {
  const [result, setResult] = useState<{ code: string; people: number } | null>(null);
  useEffect(() => {
    if (!enabled) return setResult(null);
    let stopped = false;
    let last = '';
    const read = async () => {
      const current = fingerprints();
      const all = current?.self && current.peers.size ? [current.self, ...current.peers.values()] : [];
      const key = [...all].sort().join('|');
      if (key === last) return;
      last = key;
      const next = all.length ? { code: await safetyCode(all), people: all.length } : null;
      if (!stopped) setResult(next);
    };
    void read();
    const timer = setInterval(() => void read(), READ_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [fingerprints, enabled]);
  return result;
}
