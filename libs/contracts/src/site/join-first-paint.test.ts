import { describe, expect, it } from 'vitest';
import { joinPaintState } from './join-first-paint';

describe("the join page's first-paint state", () => {
  const detail = { mode: 'meeting' as const, has_passcode: false, host: { display_name: 'Lan' } };

  it('is the pre-join a visitor who is not signed in sees, with the passcode field when the event has one', () => {
    expect(joinPaintState(detail)).toBe('join');
    expect(joinPaintState({ ...detail, has_passcode: true })).toBe('join-passcode');
    expect(joinPaintState({ ...detail, mode: 'endtoend' })).toBe('join');
  });

  it("is the audience's notice in a room with an audience, except for a speaker link's guest", () => {
    expect(joinPaintState({ ...detail, mode: 'livestream' })).toBe('watch');
    expect(joinPaintState({ ...detail, mode: 'theater', has_passcode: true })).toBe('watch-passcode');
    expect(joinPaintState({ ...detail, mode: 'conference', speaker: { name: 'Minh' } })).toBe('join');
  });

  it('is ended for an ended event, invalid for none, and nothing it cannot draw as the page would', () => {
    expect(joinPaintState({ ...detail, ended: true })).toBe('ended');
    expect(joinPaintState(null)).toBe('invalid');
    expect(joinPaintState({ ...detail, host: { display_name: '' } })).toBeNull();
  });
});
