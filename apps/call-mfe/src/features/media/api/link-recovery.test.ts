import { describe, expect, it } from 'vitest';
import {
  checkMediaFlow,
  FRESH_FLOW,
  linkStatus,
  offerResendDelay,
  onConnectionState,
  recoveryStep,
  shouldRebuildBroken,
  watchdog,
} from './link-recovery';

describe('mesh link recovery policy', () => {
  it('resends an unanswered offer with backoff, at most 8 times', () => {
    expect([0, 1, 2, 3, 7].map(offerResendDelay)).toEqual([3000, 6000, 10_000, 10_000, 10_000]);
    expect(offerResendDelay(8)).toBeNull();
  });

  it('restarts ICE soon on disconnected, at once on failed', () => {
    expect(onConnectionState('disconnected')).toBe('restart_ice_soon');
    expect(onConnectionState('failed')).toBe('restart_ice_now');
    expect(onConnectionState('connected')).toBe('settled');
    expect(onConnectionState('connecting')).toBe('none');
  });

  it('says reconnecting only for a link that worked or broke', () => {
    expect(linkStatus('connecting', false)).toBe('connecting');
    expect(linkStatus('connecting', true)).toBe('reconnecting');
    expect(linkStatus('failed', false)).toBe('reconnecting');
    expect(linkStatus('connected', true)).toBe('connected');
  });

  it('starts over after two samples in a row of packets without pictures or with muted audio', () => {
    let state = checkMediaFlow(FRESH_FLOW, { packets: 100, frames: 10, audioPackets: 0, audioMuted: false });
    state = checkMediaFlow(state.flow, { packets: 150, frames: 10, audioPackets: 0, audioMuted: false });
    expect(state).toMatchObject({ recover: false, flow: { stuckSamples: 1 } });
    state = checkMediaFlow(state.flow, { packets: 200, frames: 10, audioPackets: 0, audioMuted: false });
    expect(state).toMatchObject({ recover: true, flow: { stuckSamples: 0 } });
    // Frames decoded again: the count starts over.
    state = checkMediaFlow(state.flow, { packets: 250, frames: 10, audioPackets: 0, audioMuted: false });
    state = checkMediaFlow(state.flow, { packets: 300, frames: 40, audioPackets: 0, audioMuted: false });
    expect(state).toMatchObject({ recover: false, flow: { stuckSamples: 0 } });
    // Muted audio while audio packets arrive counts too.
    state = checkMediaFlow(state.flow, { packets: 300, frames: 40, audioPackets: 50, audioMuted: true });
    state = checkMediaFlow(state.flow, { packets: 300, frames: 40, audioPackets: 100, audioMuted: true });
    expect(state.recover).toBe(true);
  });

  it('has the impolite side rebuild and the polite side ask, once per 3 s', () => {
    expect(recoveryStep(false, 10_000, 0)).toBe('rebuild');
    expect(recoveryStep(true, 10_000, 0)).toBe('ask_reset');
    expect(recoveryStep(false, 10_000, 8000)).toBeNull();
  });

  it('answers a stuck remote offer after 3 s and rebuilds an unsettled link after 10 s (impolite side)', () => {
    const base = { signaling: 'have-remote-offer' as const, connection: 'connecting' as const };
    expect(watchdog({ ...base, polite: true, waitedMs: 1000 })).toBe('wait');
    expect(watchdog({ ...base, polite: true, waitedMs: 4000 })).toBe('answer');
    expect(watchdog({ ...base, polite: true, waitedMs: 20_000 })).toBe('answer');
    expect(watchdog({ ...base, polite: false, waitedMs: 20_000 })).toBe('answer_and_rebuild');
    expect(watchdog({ signaling: 'stable', connection: 'connecting', polite: false, waitedMs: 11_000 })).toBe('rebuild');
    expect(watchdog({ signaling: 'stable', connection: 'connected', polite: false, waitedMs: 60_000 })).toBe('settled');
  });

  it('rebuilds a broken link once ICE restarts had their time, impolite side only', () => {
    expect(shouldRebuildBroken(null, 50_000, 12_000, false)).toBe(false);
    expect(shouldRebuildBroken(30_000, 50_000, 12_000, false)).toBe(true);
    expect(shouldRebuildBroken(30_000, 50_000, 12_000, true)).toBe(false);
    expect(shouldRebuildBroken(45_000, 50_000, 12_000, false)).toBe(false);
  });
});
