import { describe, expect, it } from 'vitest';
import { END_RECORDING, initialTemplateState, roomEvent, START_RECORDING, templateStep, type TemplateEvent } from './template-signals';

/** The lines a sequence of events logs. */
function lines(events: TemplateEvent[]) {
  let state = initialTemplateState();
  const logged: string[] = [];
  for (const event of events) {
    const step = templateStep(state, event);
    state = step.state;
    if (step.line) logged.push(step.line);
  }
  return { logged, phase: state.phase };
}

describe('template START_RECORDING / END_RECORDING', () => {
  it('starts once joined, connected to LiveKit and a frame is drawn, in any order, and only once', () => {
    expect(lines(['joined', 'media_connected'])).toEqual({ logged: [], phase: 'waiting' });
    expect(lines(['frame_drawn', 'media_connected', 'joined', 'frame_drawn', 'joined'])).toEqual({
      logged: [START_RECORDING],
      phase: 'recording',
    });
  });

  it('ends once when the room ends or the recorder is removed', () => {
    expect(lines(['joined', 'media_connected', 'frame_drawn', 'room_gone', 'room_gone', 'joined'])).toEqual({
      logged: [START_RECORDING, END_RECORDING],
      phase: 'ended',
    });
    expect(lines(['joined', 'room_gone', 'media_connected', 'frame_drawn'])).toEqual({ logged: [END_RECORDING], phase: 'ended' });
  });

  it('never starts when LiveKit cannot be reached; LiveKit lost after the start ends the recording', () => {
    expect(lines(['joined', 'frame_drawn', 'media_failed', 'media_connected'])).toEqual({ logged: [], phase: 'failed' });
    expect(lines(['joined', 'media_connected', 'frame_drawn', 'media_failed'])).toEqual({
      logged: [START_RECORDING, END_RECORDING],
      phase: 'ended',
    });
  });

  it('reads the room join states', () => {
    expect(roomEvent('connected')).toBe('joined');
    expect(roomEvent('ended')).toBe('room_gone');
    expect(roomEvent('removed')).toBe('room_gone');
    expect(roomEvent('reconnecting')).toBeNull();
    expect(roomEvent('joining')).toBeNull();
  });
});
