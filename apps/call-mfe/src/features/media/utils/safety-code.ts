/**
 * The safety code of an end-to-end call (issue 26): everyone in a mesh call encrypts with DTLS keys
 * whose fingerprints ride in the offers and answers the server relays. Each participant uses one
 * certificate for all its links, so every participant can list the same fingerprints (its own and
 * each connected peer's) and hash them into a short code to compare aloud: the same for all when no
 * one in between (the signalling server included) swapped a key; different for everyone otherwise.
 */

/** The DTLS fingerprint an SDP announces (`sha-256 AB:CD:...`), or null. */
export function sdpFingerprint(sdp: string | null | undefined): string | null {
  const match = sdp?.match(/^a=fingerprint:(\S+) ([0-9A-Fa-f:]+)\s*$/m);
  return match ? `${match[1].toLowerCase()} ${match[2].toUpperCase()}` : null;
}

/** A certificate's fingerprint in the same form as `sdpFingerprint`. */
export function certificateFingerprint(certificate: RTCCertificate): string | null {
  const first = certificate.getFingerprints?.()[0];
  return first?.value ? `${(first.algorithm ?? 'sha-256').toLowerCase()} ${first.value.toUpperCase()}` : null;
}

/** Groups of 4 digits read from the SHA-256 of the sorted fingerprints: `1234 5678 9012` (about 40 bits). */
export async function safetyCode(fingerprints: readonly string[], groups = 3): Promise<string> {
  const text = [...new Set(fingerprints)].sort().join('\n');
  return codeDigits(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), groups);
}

/** `groups` groups of 4 digits from the first bytes of a digest (3 bytes per group). */
export function codeDigits(digest: Uint8Array, groups = 3): string {
  const parts: string[] = [];
  for (let i = 0; i < groups; i++) {
    const value = ((digest[i * 3] << 16) | (digest[i * 3 + 1] << 8) | digest[i * 3 + 2]) % 10_000;
    parts.push(String(value).padStart(4, '0'));
  }
  return parts.join(' ');
}
