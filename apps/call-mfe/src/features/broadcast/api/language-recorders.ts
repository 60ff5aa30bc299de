import { BROADCAST_SLICE_MS, type InterpretationLanguage } from '@platform/shared-api';
import { workerFrame } from './worker-frame';

/** Opus in WebM: the API's HLS encoder reads each as an extra input and encodes AAC. */
const MIME = 'audio/webm;codecs=opus';
/** Frames tagged 2, 3, ... carry the language mixes, in the order of the last `mixes` message. */
const FIRST_TAG = 2;

export type MixesMessage = { type: 'mixes'; languages: InterpretationLanguage[]; at: number };

/**
 * The livestream's language mixes (issue 13): while the livestream runs, one audio-only MediaRecorder
 * per language someone interprets into. When the languages change, all of them start again and the
 * API is told first (`mixes`), so it rebuilds the HLS output with exactly these renditions, each from
 * its WebM header; a stopped recorder's late slices are dropped, never sent under a new tag.
 */
export class LanguageRecorders {
  private recorders: MediaRecorder[] = [];
  private languages: InterpretationLanguage[] = [];
  private live = false;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly trackOf: (language: InterpretationLanguage) => MediaStreamTrack,
    private readonly send: (frame: Uint8Array) => void,
    private readonly announce: (message: MixesMessage) => void,
  ) {}

  /** The livestream's state and the languages mixed now; restarts the recorders when either changed. */
  update(live: boolean, languages: InterpretationLanguage[]) {
    const same = live === this.live && languages.join() === this.languages.join();
    if (same) return;
    const wasLive = this.live;
    this.live = live;
    this.languages = [...languages];
    this.stop();
    if (!live) return;
    // A livestream that starts without languages needs no message: its output starts with none.
    if (!wasLive && !languages.length) return;
    const at = Date.now();
    this.announce({ type: 'mixes', languages: this.languages, at });
    this.recorders = this.languages.map((language, i) => this.start(language, FIRST_TAG + i));
  }

  private start(language: InterpretationLanguage, tag: number): MediaRecorder {
    const recorder = new MediaRecorder(new MediaStream([this.trackOf(language)]), { mimeType: MIME, audioBitsPerSecond: 96_000 });
    recorder.ondataavailable = (event) => {
      if (!event.data.size) return;
      this.chain = this.chain.then(async () => {
        const frame = await workerFrame(tag, event.data);
        if (this.recorders.includes(recorder)) this.send(frame);
      });
    };
    recorder.start(BROADCAST_SLICE_MS.live);
    return recorder;
  }

  private stop() {
    const old = this.recorders;
    this.recorders = [];
    for (const recorder of old) if (recorder.state !== 'inactive') recorder.stop();
  }

  close() {
    this.live = false;
    this.stop();
  }
}
