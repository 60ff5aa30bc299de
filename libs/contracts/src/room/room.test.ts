import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ROOM_COMMAND_SCHEMAS, ROOM_COMMAND_TYPES, ROOM_EVENT_SCHEMAS, RoomServerMessageSchema } from './index';

describe('room socket contract', () => {
  it('takes a well-formed command and refuses a wrong-typed field', () => {
    expect(Value.Check(ROOM_COMMAND_SCHEMAS['lock.set'], { type: 'lock.set', locked: true, ref: 3 })).toBe(true);
    expect(Value.Check(ROOM_COMMAND_SCHEMAS['lock.set'], { type: 'lock.set', locked: 'yes' })).toBe(false);
    expect(Value.Check(ROOM_COMMAND_SCHEMAS['self.update'], { type: 'self.update', mic_on: 'true' })).toBe(false);
    expect(Value.Check(ROOM_COMMAND_SCHEMAS['chat.send'], { type: 'chat.send', text: 'x'.repeat(2001) })).toBe(false);
  });

  it('names every command by its own type', () => {
    for (const type of ROOM_COMMAND_TYPES) expect(ROOM_COMMAND_SCHEMAS[type].properties.type.const).toBe(type);
  });

  it('knows the frames the server sends, and nothing it does not', () => {
    expect(Value.Check(ROOM_EVENT_SCHEMAS.pong, { type: 'pong' })).toBe(true);
    expect(Value.Check(RoomServerMessageSchema, { type: 'room.state', state: 'waiting_room', resume_token: 't' })).toBe(true);
    expect(Value.Check(RoomServerMessageSchema, { type: 'room.state', state: 'gone' })).toBe(false);
    expect(Value.Check(RoomServerMessageSchema, { type: 'room.count', count: 2, extra: 1 })).toBe(false);
  });

  it('declares the broadcast messages: commands checked, state and recorders known', () => {
    expect(
      Value.Check(ROOM_COMMAND_SCHEMAS['broadcast.command'], { type: 'broadcast.command', action: 'live.start', target_ids: ['7'] }),
    ).toBe(true);
    expect(Value.Check(ROOM_COMMAND_SCHEMAS['broadcast.command'], { type: 'broadcast.command', action: 'live.explode' })).toBe(false);
    const idle = { status: 'idle', elapsed_seconds: 0, elapsed_ms: 0, reason: null };
    const state = { type: 'broadcast.state', record: { ...idle, recording_id: null }, live: { ...idle, targets: [], hls_url: null } };
    expect(Value.Check(RoomServerMessageSchema, state)).toBe(true);
    expect(Value.Check(RoomServerMessageSchema, { ...state, record: { ...state.record, status: 'recording' } })).toBe(false);
    expect(
      Value.Check(RoomServerMessageSchema, { type: 'room.events', events: [{ type: 'recorders.updated', seq: 3, recorders: ['r1'] }] }),
    ).toBe(true);
  });
});
