import { channelGain, offeredChannels, ORIGINAL_CHANNEL, type Interpretation } from '@platform/shared-api';
import { GainMix } from '../../media';

const FLOOR = 'floor';

/**
 * Everyone audible on the floor, mixed into one track with WebAudio (the recording's, livestream's
 * and audience stream's sound): the Original channel, so interpreters are left out (issue 13).
 */
export class AudioMix {
  private readonly mix = new GainMix(new AudioContext({ sampleRate: 48_000 }));

  get track(): MediaStreamTrack {
    return this.mix.output(FLOOR);
  }

  /** Brings the mix in line with the audible members' tracks and who interprets among them. */
  sync(tracks: Map<string, MediaStreamTrack>, people: ReadonlyArray<{ id: string; roles: readonly string[]; interpretation?: Interpretation | null }>) {
    this.mix.resume();
    this.mix.sync(tracks);
    const offered = offeredChannels(people);
    this.mix.setGains(FLOOR, new Map(people.map((p) => [p.id, channelGain(p, ORIGINAL_CHANNEL, offered)])));
  }

  close() {
    this.mix.close();
  }
}
