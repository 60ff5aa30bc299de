import { describe, expect, it } from 'vitest';
import { CALL_SHORTCUTS, ariaShortcut, shortcutAction, type KeyPress } from './shortcuts';

const press = (over: Partial<KeyPress>): KeyPress => ({
  code: '',
  key: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  typing: false,
  ...over,
});

describe('call shortcuts', () => {
  it('maps Alt plus a letter by physical key, whatever character the layout produces', () => {
    expect(shortcutAction(press({ altKey: true, code: 'KeyA', key: 'å' }))).toBe('mic');
    expect(shortcutAction(press({ altKey: true, code: 'KeyV', key: '√' }))).toBe('camera');
    expect(shortcutAction(press({ altKey: true, code: 'KeyS' }))).toBe('screen');
    expect(shortcutAction(press({ altKey: true, code: 'KeyY' }))).toBe('hand');
    expect(shortcutAction(press({ altKey: true, code: 'KeyH' }))).toBe('chat');
    expect(shortcutAction(press({ altKey: true, code: 'KeyU' }))).toBe('participants');
    expect(shortcutAction(press({ altKey: true, code: 'KeyG' }))).toBe('gallery');
  });

  it('works while typing in the chat, because Alt letters type nothing there', () => {
    expect(shortcutAction(press({ altKey: true, code: 'KeyA', typing: true }))).toBe('mic');
  });

  it('ignores plain letters, Ctrl/Cmd combinations and Alt+T (the toast hotkey)', () => {
    expect(shortcutAction(press({ code: 'KeyA', key: 'a' }))).toBeNull();
    expect(shortcutAction(press({ altKey: true, ctrlKey: true, code: 'KeyA' }))).toBeNull();
    expect(shortcutAction(press({ altKey: true, metaKey: true, code: 'KeyV' }))).toBeNull();
    expect(shortcutAction(press({ altKey: true, code: 'KeyT' }))).toBeNull();
  });

  it('"?" lists the shortcuts, except when it is typed into a field', () => {
    expect(shortcutAction(press({ key: '?', shiftKey: true }))).toBe('shortcuts');
    expect(shortcutAction(press({ key: '?', shiftKey: true, typing: true }))).toBeNull();
  });

  it('has one key per action and exposes it for aria-keyshortcuts', () => {
    expect(new Set(CALL_SHORTCUTS.map((s) => s.code)).size).toBe(CALL_SHORTCUTS.length);
    expect(ariaShortcut('screen')).toBe('Alt+S');
  });
});
