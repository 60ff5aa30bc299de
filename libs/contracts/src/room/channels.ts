/**
 * Interpretation channels (spec §1, §6, §8; issue 13): the host makes someone an interpreter for a
 * language pair; their microphone then speaks into the channel of the target language, never onto the
 * floor. Every listener picks a channel: Original (the floor), or a language someone interprets into,
 * where the floor plays quietly under the interpreter. One rule for the call page, the composite page
 * (one mix per channel for the HLS renditions) and the server. No schemas here, so the call page can
 * import it without bundling them.
 */

/** The languages offered for interpretation: the product's two (spec §9: en, vi) and the usual others. */
export const INTERPRETATION_LANGUAGES = ['en', 'vi', 'zh', 'ja', 'ko', 'fr', 'de', 'es', 'th', 'id'] as const;
export type InterpretationLanguage = (typeof INTERPRETATION_LANGUAGES)[number];
/** What an interpreter interprets: from the floor's language into their channel's. */
export interface Interpretation {
  from: InterpretationLanguage;
  to: InterpretationLanguage;
}

/** A pair interprets nothing when both sides are the same language. */
export const interpretationRefusal = (pair: Interpretation): 'same_language' | null => (pair.from === pair.to ? 'same_language' : null);

/** The floor, as it is: everyone who speaks in the room except the interpreters. */
export const ORIGINAL_CHANNEL = 'original';
export type ListeningChannel = typeof ORIGINAL_CHANNEL | InterpretationLanguage;

/** On a language channel the floor stays audible (who speaks, the applause) at about 20% under the interpreter. */
export const FLOOR_UNDER_INTERPRETER = 0.2;

interface Speaker {
  roles: readonly string[];
  interpretation?: Interpretation | null;
}

/** The channel someone's microphone speaks into: an interpreter's target language, else the floor. */
export function speakerChannel(person: Speaker): ListeningChannel {
  return person.roles.includes('interpreter') && person.interpretation ? person.interpretation.to : ORIGINAL_CHANNEL;
}

/** The languages a listener may pick: those with at least one interpreter, in the list's order. */
export function offeredChannels(people: readonly Speaker[]): InterpretationLanguage[] {
  const into = new Set(people.map(speakerChannel));
  return INTERPRETATION_LANGUAGES.filter((code) => into.has(code));
}

/**
 * How loud a speaker plays for a listener on `channel` (0..1). On Original: the floor at full volume,
 * interpreters silent. On a language with an interpreter: that channel's interpreters at full volume,
 * the floor at 20%, other channels' interpreters silent. On a language nobody interprets into now
 * ('no interpreter available'): as on Original, so the listener still hears the floor.
 */
export function channelGain(speaker: Speaker, channel: ListeningChannel, offered: readonly ListeningChannel[]): number {
  const into = speakerChannel(speaker);
  const interpreted = channel !== ORIGINAL_CHANNEL && offered.includes(channel);
  if (!interpreted) return into === ORIGINAL_CHANNEL ? 1 : 0;
  if (into === ORIGINAL_CHANNEL) return FLOOR_UNDER_INTERPRETER;
  return into === channel ? 1 : 0;
}

/** The channel a listener hears (a chosen channel nobody interprets into now plays as Original). */
export const effectiveChannel = (channel: ListeningChannel, offered: readonly ListeningChannel[]): ListeningChannel =>
  channel !== ORIGINAL_CHANNEL && offered.includes(channel) ? channel : ORIGINAL_CHANNEL;
