import { describe, expect, it } from 'vitest';
import { hasAudience, isOnStage, joinsAudience } from './stage';

describe('stage and audience', () => {
  it('puts everyone of a meeting on stage, and in larger rooms only visible stage roles', () => {
    expect(hasAudience('meeting') || hasAudience('endtoend')).toBe(false);
    expect(isOnStage({ roles: [], invisible: false }, 'meeting')).toBe(true);
    for (const mode of ['conference', 'theater', 'livestream'] as const) {
      expect(hasAudience(mode)).toBe(true);
      expect(isOnStage({ roles: [], invisible: false }, mode)).toBe(false);
      expect(isOnStage({ roles: ['interpreter'], invisible: false }, mode)).toBe(true);
      expect(isOnStage({ roles: ['presenter'], invisible: true }, mode)).toBe(false);
    }
  });

  it('has everyone but the host and speaker-link guests join a large room to watch (issue 29)', () => {
    const guest = { isHost: false, isSpeaker: false };
    expect(joinsAudience('theater', guest)).toBe(true);
    expect(joinsAudience('conference', guest)).toBe(true);
    expect(joinsAudience('theater', { ...guest, isHost: true })).toBe(false);
    expect(joinsAudience('theater', { ...guest, isSpeaker: true })).toBe(false);
    expect(joinsAudience('meeting', guest) || joinsAudience('endtoend', guest)).toBe(false);
  });
});
