import { describe, expect, it } from 'vitest';
import { REACTION_LIMIT, reactionAllowed } from './reactions';

describe('reaction limit (issue 29)', () => {
  it('lets a person react up to the limit in a window, then again once the window has passed', () => {
    const now = 100_000;
    const recent = Array.from({ length: REACTION_LIMIT.count }, (_, i) => now - 1000 + i);
    expect(reactionAllowed(recent.slice(1), now)).toBe(true);
    expect(reactionAllowed(recent, now)).toBe(false);
    expect(reactionAllowed(recent, now + REACTION_LIMIT.windowMs)).toBe(true);
  });
});
