import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { toParticipant, type RoomView } from '../utils/room-view';
import { useListeningChannel } from './useListeningChannel';
import { wireParticipant } from '../testing/fake-room';

const wire = (id: string, roles: string[], interpretation?: { from: 'en' | 'vi'; to: 'en' | 'vi' }) =>
  toParticipant(wireParticipant(id, { roles: roles as never, mic_on: true, joined_at: '', ...(interpretation && { interpretation }) }));
const view = (selfId: string, participants: ReturnType<typeof wire>[]): RoomView => ({
  selfId,
  seq: 1,
  room: null,
  participants,
  chat: [],
  waiting: [],
  count: participants.length,
  recorders: [],
});

const host = wire('host', ['host']);
const ivy = wire('ivy', ['interpreter'], { from: 'en', to: 'vi' });
const leo = wire('leo', []);

describe('the listening channel', () => {
  it('gives the floor and the interpreter their gains as the listener switches channel', () => {
    const { result } = renderHook(() => useListeningChannel(view('leo', [host, ivy, leo]), leo));
    expect(result.current.offered).toEqual(['vi']);
    expect(Object.fromEntries(result.current.gains)).toEqual({ host: 1, ivy: 0 });
    act(() => result.current.choose('vi'));
    expect(Object.fromEntries(result.current.gains)).toEqual({ host: 0.2, ivy: 1 });
    expect(result.current.unavailable).toBe(false);
  });

  it("says 'no interpreter available' when the chosen channel loses its interpreter, and plays the floor", () => {
    let current = view('leo', [host, ivy, leo]);
    const { result, rerender } = renderHook(() => useListeningChannel(current, leo));
    act(() => result.current.choose('vi'));
    current = view('leo', [host, leo]);
    rerender();
    expect(result.current).toMatchObject({ chosen: 'vi', unavailable: true });
    expect(Object.fromEntries(result.current.gains)).toEqual({ host: 1 });
  });

  it('lets an interpreter hear the floor, and tells the HLS audience a language has no interpreter until the stream carries it', () => {
    const interpreter = renderHook(() => useListeningChannel(view('ivy', [host, ivy, leo]), ivy)).result;
    expect(interpreter.current).toMatchObject({ speakingInto: 'vi', chosen: 'original' });
    expect(Object.fromEntries(interpreter.current.gains)).toEqual({ host: 1, leo: 1 });
    const audience = renderHook(() => useListeningChannel(view('leo', [host, ivy, leo]), leo, [])).result;
    act(() => audience.current.choose('vi'));
    expect(audience.current.unavailable).toBe(true);
    // The stream's vi rendition is there: the HLS audience hears the interpreter.
    const withRendition = renderHook(() => useListeningChannel(view('leo', [host, ivy, leo]), leo, ['vi'])).result;
    act(() => withRendition.current.choose('vi'));
    expect(withRendition.current).toMatchObject({ chosen: 'vi', unavailable: false });
  });
});
