import { INTERPRETATION_LANGUAGES } from '@platform/contracts';
import type { BroadcastSession } from './broadcast-session';

/**
 * What the composite page sends on its socket, given to its session: binary frames are media (the first
 * byte says which output), text messages say when a MediaRecorder started and which language mixes it makes.
 */
export function pageFrames(session: BroadcastSession) {
  return {
    data: (frame: Buffer) => {
      if (frame.length > 1) session.data(frame[0], frame.subarray(1));
    },
    text: (raw: string) => {
      let message: { type?: unknown; kind?: unknown; at?: unknown; languages?: unknown };
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      if (message.type === 'started' && typeof message.kind === 'number' && typeof message.at === 'number')
        session.started(message.kind, message.at);
      const languages = message.type === 'mixes' && typeof message.at === 'number' ? mixedLanguages(message.languages) : null;
      if (languages) session.languageMixes(languages, message.at as number);
    },
  };
}

/** The languages of the page's `mixes` message: distinct interpretation languages, or null when it is not that. */
export function mixedLanguages(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > INTERPRETATION_LANGUAGES.length) return null;
  if (!value.every((v) => (INTERPRETATION_LANGUAGES as readonly unknown[]).includes(v))) return null;
  return new Set(value).size === value.length ? (value as string[]) : null;
}
