import { describe, expect, it } from 'vitest';
import { sendingProfile, screenProfile } from './sending-profile';
import { lossBetween, qualityBars, rateNetworkQuality } from './network-quality';
import { ActiveSpeakerTracker, SPEAKER_SWITCH_MS, SpeakingDetector } from './speaking';

describe('sendingProfile', () => {
  it('lowers bitrate and resolution as the mesh grows', () => {
    const counts = [1, 2, 3, 4, 6, 9];
    const profiles = counts.map(sendingProfile);
    for (let i = 1; i < profiles.length; i += 1) {
      expect(profiles[i].maxBitrate).toBeLessThanOrEqual(profiles[i - 1].maxBitrate);
      expect(profiles[i].scaleResolutionDownBy).toBeGreaterThanOrEqual(profiles[i - 1].scaleResolutionDownBy);
    }
    expect(sendingProfile(1)).toMatchObject({ scaleResolutionDownBy: 1 });
    // nine peers: the whole upstream stays near what one peer gets alone
    expect(sendingProfile(9).maxBitrate * 9).toBeLessThan(2 * sendingProfile(1).maxBitrate * 1.5);
  });
  it('keeps screen share at full resolution', () => {
    expect(screenProfile(9).scaleResolutionDownBy).toBe(1);
    expect(screenProfile(9).maxFramerate).toBeLessThan(screenProfile(1).maxFramerate);
  });
});

describe('network quality', () => {
  it('rates links by round trip and loss', () => {
    expect(rateNetworkQuality({ connected: false })).toBe('lost');
    expect(rateNetworkQuality({ connected: true })).toBe('unknown');
    expect(rateNetworkQuality({ connected: true, roundTripTime: 0.03, lossRate: 0 })).toBe('excellent');
    expect(rateNetworkQuality({ connected: true, roundTripTime: 0.3, lossRate: 0 })).toBe('good');
    expect(rateNetworkQuality({ connected: true, roundTripTime: 0.05, lossRate: 0.2 })).toBe('poor');
    expect(qualityBars('poor')).toBe(1);
  });
  it('computes loss between cumulative counters', () => {
    expect(lossBetween(undefined, { lost: 0, received: 0 })).toBe(0);
    expect(lossBetween({ lost: 10, received: 100 }, { lost: 20, received: 190 })).toBe(0.1);
  });
});

describe('speaking', () => {
  it('turns on at once and off only after a quiet hangover', () => {
    const detector = new SpeakingDetector();
    expect(detector.update(0.2, 0)).toBe(true);
    expect(detector.update(0, 300)).toBe(true);
    expect(detector.update(0, 1000)).toBe(false);
  });
  it('picks the loudest speaker, keeps them while they talk, and switches only after sustained speech', () => {
    const tracker = new ActiveSpeakerTracker();
    const a = (speaking: boolean, level = 0.2) => ({ id: 'a', level, speaking });
    const b = (speaking: boolean, level = 0.3) => ({ id: 'b', level, speaking });
    expect(tracker.update([a(false), b(false)], 0)).toBeNull();
    expect(tracker.update([a(true), b(false)], 100)).toBe('a');
    // b talks over a: a keeps the stage while a still speaks
    expect(tracker.update([a(true), b(true)], 200)).toBe('a');
    // a stops; b has not spoken long enough yet
    expect(tracker.update([a(false), b(true)], 300)).toBe('a');
    expect(tracker.update([a(false), b(true)], 200 + SPEAKER_SWITCH_MS)).toBe('b');
    // silence keeps the last speaker; a speaker who leaves is dropped
    expect(tracker.update([a(false), b(false)], 5000)).toBe('b');
    expect(tracker.update([a(false)], 5100)).toBeNull();
  });
});
