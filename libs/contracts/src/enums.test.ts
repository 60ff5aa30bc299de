import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { EventModeSchema, isEventMode, RoomRoleSchema } from './enums';

describe('shared enums', () => {
  it('accepts the five event modes and nothing else', () => {
    for (const mode of ['conference', 'meeting', 'livestream', 'theater', 'endtoend'])
      expect(Value.Check(EventModeSchema, mode)).toBe(true);
    expect(Value.Check(EventModeSchema, 'webinar')).toBe(false);
    expect(isEventMode('meeting')).toBe(true);
    expect(isEventMode(3)).toBe(false);
  });
  it('knows the room roles', () => {
    expect(Value.Check(RoomRoleSchema, 'cohost')).toBe(true);
    expect(Value.Check(RoomRoleSchema, 'owner')).toBe(false);
  });
});
