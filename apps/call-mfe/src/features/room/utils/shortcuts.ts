/** What a key press in the call does. */
export type CallAction = 'mic' | 'camera' | 'screen' | 'hand' | 'chat' | 'participants' | 'gallery' | 'shortcuts';

/** The call's shortcuts (Alt plus a letter, by physical key so keyboard layouts do not matter). */
export const CALL_SHORTCUTS: ReadonlyArray<{ action: CallAction; code: string; keys: string }> = [
  { action: 'mic', code: 'KeyA', keys: 'Alt+A' },
  { action: 'camera', code: 'KeyV', keys: 'Alt+V' },
  { action: 'screen', code: 'KeyS', keys: 'Alt+S' },
  { action: 'hand', code: 'KeyY', keys: 'Alt+Y' },
  { action: 'chat', code: 'KeyH', keys: 'Alt+H' },
  { action: 'participants', code: 'KeyU', keys: 'Alt+U' },
  { action: 'gallery', code: 'KeyG', keys: 'Alt+G' },
  { action: 'shortcuts', code: 'KeyK', keys: 'Alt+K' },
];

export interface KeyPress {
  code: string;
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** True when the key goes into a text field (chat, search): only Alt shortcuts count there. */
  typing: boolean;
}

/** The action for a key press, or null. "?" outside a text field lists the shortcuts. */
export function shortcutAction(press: KeyPress): CallAction | null {
  if (press.ctrlKey || press.metaKey) return null;
  if (press.altKey && !press.shiftKey) return CALL_SHORTCUTS.find((s) => s.code === press.code)?.action ?? null;
  if (press.key === '?' && !press.altKey && !press.typing) return 'shortcuts';
  return null;
}

/** The `aria-keyshortcuts` value for an action. */
export const ariaShortcut = (action: CallAction) => CALL_SHORTCUTS.find((s) => s.action === action)?.keys;
