import { describe, expect, it } from 'vitest';
import { actionCommand } from './useParticipantActions';

describe('participant action commands', () => {
  it('turns each menu action into the room command the server expects', () => {
    expect(actionCommand('pin.on', 'm1')).toEqual({ type: 'pin.set', to: 'm1', on: true });
    expect(actionCommand('presenter.off', 'm1')).toEqual({ type: 'presenter.set', to: 'm1', on: false });
    expect(actionCommand('mic.deny', 'm1')).toEqual({ type: 'media.deny', to: 'm1', kind: 'mic', denied: true });
    expect(actionCommand('camera.allow', 'm1')).toEqual({ type: 'media.deny', to: 'm1', kind: 'camera', denied: false });
    expect(actionCommand('mic.stop', 'm1')).toEqual({ type: 'media.stop', to: 'm1', kind: 'mic' });
    expect(actionCommand('ask.video', 'm1')).toEqual({ type: 'media.ask', to: 'm1', kind: 'video' });
    expect(actionCommand('backstage.on', 'm1')).toEqual({ type: 'backstage.set', to: 'm1', on: true });
    expect(actionCommand('block', 'm1')).toEqual({ type: 'block', to: 'm1' });
    // An interpreter needs the pair the host picked; without one there is nothing to send.
    expect(actionCommand('interpreter.on', 'm1', { from: 'en', to: 'vi' })).toEqual({
      type: 'interpreter.set',
      to: 'm1',
      on: true,
      languages: { from: 'en', to: 'vi' },
    });
    expect(actionCommand('interpreter.on', 'm1')).toBeNull();
    expect(actionCommand('interpreter.off', 'm1')).toEqual({ type: 'interpreter.set', to: 'm1', on: false });
  });

  it('has a command for every action the menus can offer', async () => {
    const { actionsFor, toParticipant } = await import('../utils/room-view');
    const wire = (id: string, roles: string[]) => ({
      id,
      display_name: id,
      roles,
      mic_on: true,
      camera_on: true,
      has_mic: true,
      hand_raised: true,
      hand_raised_at: null,
      pinned: false,
      invisible: false,
      mic_denied: false,
      camera_denied: false,
      connection: 'connected',
      joined_at: '',
    });
    const host = toParticipant(wire('h', ['host']) as never);
    const guest = toParticipant(wire('g', []) as never);
    const interpreter = toParticipant({ ...wire('i', ['interpreter']), interpretation: { from: 'en', to: 'vi' } } as never);
    for (const target of [guest, interpreter]) {
      for (const action of actionsFor(host, target))
        expect(actionCommand(action, target.id, { from: 'en', to: 'vi' }), action).not.toBeNull();
    }
    expect(actionsFor(host, interpreter)).toEqual(expect.arrayContaining(['interpreter.change', 'interpreter.off']));
  });
});
