import { describe, expect, it } from 'vitest';
import { safetyCode, sdpFingerprint } from './safety-code';

const A = 'sha-256 AA:BB:CC';
const B = 'sha-256 11:22:33';
const C = 'sha-256 44:55:66';

describe('safetyCode', () => {
  it('is the same whatever order each participant lists the fingerprints in', async () => {
    expect(await safetyCode([A, B, C])).toBe(await safetyCode([C, A, B]));
    expect(await safetyCode([A, B, C])).toMatch(/^\d{4} \d{4} \d{4}$/);
  });

  it('changes when one key is swapped (someone in between)', async () => {
    expect(await safetyCode([A, B, C])).not.toBe(await safetyCode([A, B, 'sha-256 44:55:67']));
  });
});

describe('sdpFingerprint', () => {
  it('reads the DTLS fingerprint an offer or answer announces', () => {
    const sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\na=fingerprint:SHA-256 ab:cd:ef\r\na=setup:actpass\r\n';
    expect(sdpFingerprint(sdp)).toBe('sha-256 AB:CD:EF');
    expect(sdpFingerprint('v=0\r\n')).toBeNull();
    expect(sdpFingerprint(undefined)).toBeNull();
  });
});
