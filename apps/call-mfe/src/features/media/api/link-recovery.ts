/**
 * When a mesh link (PeerLink) recovers and how: pure decisions, no RTCPeerConnection. PeerLink
 * reads the state, asks here, and carries out the answer.
 */

/** An unanswered offer is sent again after this long (ms), up to 8 times; null: stop. */
export function offerResendDelay(attempt: number): number | null {
  return attempt >= 8 ? null : Math.min(10_000, 3000 * 2 ** attempt);
}

/** A `disconnected` link is often a blip: ICE restarts after this long if it did not come back. */
export const DISCONNECT_GRACE_MS = 2500;

export type ConnectionAction = 'settled' | 'restart_ice_soon' | 'restart_ice_now' | 'none';

/** What a change of the connection state asks for. */
export function onConnectionState(state: RTCPeerConnectionState): ConnectionAction {
  if (state === 'connected') return 'settled';
  if (state === 'disconnected') return 'restart_ice_soon';
  if (state === 'failed') return 'restart_ice_now';
  return 'none';
}

/** connecting until first connected; reconnecting when a link that worked dropped. */
export function linkStatus(state: RTCPeerConnectionState, everConnected: boolean): 'connected' | 'reconnecting' | 'connecting' {
  if (state === 'connected') return 'connected';
  if (everConnected || state === 'failed' || state === 'disconnected') return 'reconnecting';
  return 'connecting';
}

export interface FlowSample {
  packets: number;
  frames: number;
  audioPackets: number;
  audioMuted: boolean;
}
export interface FlowState {
  packets: number;
  frames: number;
  audioPackets: number;
  stuckSamples: number;
}
export const FRESH_FLOW: FlowState = { packets: 0, frames: 0, audioPackets: 0, stuckSamples: 0 };

/**
 * Packets arrive but nothing plays (video frames not decoded, or the audio track stays muted): a
 * link whose media sections were added by a later negotiation can end up like this in Chromium.
 * Two such samples in a row and the link starts over (`recover`).
 */
export function checkMediaFlow(flow: FlowState, sample: FlowSample): { flow: FlowState; recover: boolean } {
  const videoStuck = sample.packets - flow.packets > 20 && sample.frames === flow.frames;
  const audioStuck = sample.audioMuted && sample.audioPackets - flow.audioPackets > 20;
  const stuckSamples = videoStuck || audioStuck ? flow.stuckSamples + 1 : 0;
  const recover = stuckSamples >= 2;
  return {
    flow: { packets: sample.packets, frames: sample.frames, audioPackets: sample.audioPackets, stuckSamples: recover ? 0 : stuckSamples },
    recover,
  };
}

/** Recoveries closer together than this are one recovery. */
export const RECOVERY_SPACING_MS = 3000;

/** Starting over: the impolite side rebuilds; the polite side asks it to (`reset`). Null: too soon after the last. */
export function recoveryStep(polite: boolean, now: number, lastRecovery: number): 'rebuild' | 'ask_reset' | null {
  if (now - lastRecovery < RECOVERY_SPACING_MS) return null;
  return polite ? 'ask_reset' : 'rebuild';
}

export type WatchdogAction = 'settled' | 'answer' | 'rebuild' | 'answer_and_rebuild' | 'wait';

/**
 * A link that does not settle (negotiation stuck, never connected): after 3 s a pending remote
 * offer is answered again; after 10 s the impolite side rebuilds (the polite side follows its offer).
 */
export function watchdog(input: {
  signaling: RTCSignalingState;
  connection: RTCPeerConnectionState;
  polite: boolean;
  waitedMs: number;
}): WatchdogAction {
  if (input.signaling === 'stable' && input.connection === 'connected') return 'settled';
  const answer = input.signaling === 'have-remote-offer' && input.waitedMs > 3000;
  const rebuild = !input.polite && input.waitedMs > 10_000;
  if (answer && rebuild) return 'answer_and_rebuild';
  if (answer) return 'answer';
  if (rebuild) return 'rebuild';
  return 'wait';
}

/** ICE restarts did not bring a broken link back within `rebuildAfterMs`: the impolite side rebuilds. */
export function shouldRebuildBroken(brokenSince: number | null, now: number, rebuildAfterMs: number, polite: boolean): boolean {
  return brokenSince !== null && now - brokenSince > rebuildAfterMs && !polite;
}
