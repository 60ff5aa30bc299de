import { describe, expect, it } from 'vitest';
import { REFUSAL_KEYS } from '@platform/contracts/src/room/refusals';
import commonEn from '@platform/i18n/src/locales/en.json';
import commonVi from '@platform/i18n/src/locales/vi.json';
import callEn from '#src/locales/en.json';
import callVi from '#src/locales/vi.json';
import roomEn from '#src/locales/room/en.json';
import roomVi from '#src/locales/room/vi.json';
import { roomErrorKey } from './room-view';

// The call namespace is the join page's strings and the room's, merged (app/room-strings.ts).
const BUNDLES = {
  en: { common: commonEn, call: { ...callEn, ...roomEn } },
  vi: { common: commonVi, call: { ...callVi, ...roomVi } },
} as const;

function lookup(bundle: Record<string, unknown>, key: string): unknown {
  const [namespace, path] = key.split(':');
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle[namespace]);
}

describe('every refusal the room can send is translated (contracts ROOM_REFUSAL_KEYS, BROADCAST_REFUSAL_KEYS)', () => {
  for (const language of ['en', 'vi'] as const) {
    it.each(REFUSAL_KEYS)(`${language}: %s`, (key) => {
      const text = lookup(BUNDLES[language], key);
      expect(typeof text === 'string' && text.trim().length > 0, `${key} missing in ${language}`).toBe(true);
    });
  }

  it('answering a stale "turn on your microphone?" shows its own words, not a generic error', () => {
    expect(roomErrorKey('no_ask')).toBe('call:errors.noAsk');
    expect(roomErrorKey('a_code_this_build_does_not_know')).toBe('common:errors.generic');
    expect(roomErrorKey('timeout')).toBe('common:errors.network');
  });
});
