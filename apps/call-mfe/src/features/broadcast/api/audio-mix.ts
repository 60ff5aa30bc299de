import { channelGain, offeredChannels, ORIGINAL_CHANNEL, type Interpretation, type InterpretationLanguage } from '@platform/shared-api';
import { GainMix } from '../../media';
import { languageMixes } from '../utils/language-mix';

const FLOOR = 'floor';

/**
 * Everyone audible on the floor, mixed into one track with WebAudio (the recording's, livestream's
 * and audience stream's sound): the Original channel, so interpreters are left out (issue 13). Beside
 * it, one mix per language someone interprets into (the HLS output's audio renditions).
 */
export class AudioMix {
  private readonly mix = new GainMix(new AudioContext({ sampleRate: 48_000 }));
  /** The languages mixed now, in the contract's order. */
  languages: InterpretationLanguage[] = [];

  get track(): MediaStreamTrack {
    return this.mix.output(FLOOR);
  }

  /** The mix of a language channel (made on first use). */
  languageTrack(language: InterpretationLanguage): MediaStreamTrack {
    return this.mix.output(language);
  }

  /** Brings the mix in line with the audible members' tracks and who interprets among them. */
  sync(
    tracks: Map<string, MediaStreamTrack>,
    people: ReadonlyArray<{ id: string; roles: readonly string[]; interpretation?: Interpretation | null }>,
  ) {
    this.mix.resume();
    this.mix.sync(tracks);
    const offered = offeredChannels(people);
    this.mix.setGains(FLOOR, new Map(people.map((p) => [p.id, channelGain(p, ORIGINAL_CHANNEL, offered)])));
    const languages = languageMixes(people);
    for (const [language, gains] of languages) this.mix.setGains(language, gains);
    this.languages = [...languages.keys()];
  }

  close() {
    this.mix.close();
  }
}
