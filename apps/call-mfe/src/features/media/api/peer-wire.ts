/**
 * Messages between two peers' connections. `s` is the sender connection's session, `r` the
 * receiver session it answers (null from a fresh connection); they let a reloaded page or a
 * rebuilt connection replace the old one instead of feeding it foreign SDP.
 */
export type WireBody =
  | { t: 'sdp'; description: RTCSessionDescriptionInit; n: number }
  | { t: 'ice'; candidate: RTCIceCandidateInit }
  | { t: 'meta'; screen: string | null }
  | { t: 'pause'; video: boolean }
  | { t: 'reset' };
export type Wire = { s: string; r: string | null } & WireBody;

export function isWire(data: unknown): data is Wire {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<Wire>;
  return typeof message.s === 'string' && (message.r === null || typeof message.r === 'string') && typeof message.t === 'string';
}
