import { channelGain, offeredChannels, type Interpretation, type InterpretationLanguage } from '@platform/shared-api';

export interface MixedPerson {
  id: string;
  roles: readonly string[];
  interpretation?: Interpretation | null;
}

/**
 * The composite page's mix per interpretation language (issue 13): one for each language someone
 * interprets into now, each with the contract's channel rule (the floor at FLOOR_UNDER_INTERPRETER,
 * that language's interpreters at full level, other interpreters silent), so the HLS audience's
 * renditions sound like the call page's channels.
 */
export function languageMixes(people: readonly MixedPerson[]): Map<InterpretationLanguage, Map<string, number>> {
  const offered = offeredChannels(people);
  return new Map(offered.map((language) => [language, new Map(people.map((p) => [p.id, channelGain(p, language, offered)]))]));
}
