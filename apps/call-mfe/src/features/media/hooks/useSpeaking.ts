import { useEffect, useState } from 'react';
import { createLevelReader, type LevelReader } from '../utils/audio-level';
import { SpeakingDetector } from '../utils/speaking';

export interface SpeakingOptions {
  intervalMs?: number;
  /** The level reader (WebAudio in the browser); tests pass their own levels. */
  createReader?: (track: MediaStreamTrack) => LevelReader;
}

/**
 * Whether the user is speaking into `track` (a level over the threshold, with the detector's quiet
 * hangover), sampled about ten times a second. Only a change of speaking re-renders the caller: the
 * call page held the level itself as state, so every level change (ten a second while a microphone
 * picks up sound) re-rendered the whole call page, joins included (issue 31).
 */
export function useSpeaking(track: MediaStreamTrack | null | undefined, options: SpeakingOptions = {}): boolean {
  const { intervalMs = 100, createReader = createLevelReader } = options;
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    if (!track) {
      setSpeaking(false);
      return;
    }
    const reader = createReader(track);
    const detector = new SpeakingDetector();
    const timer = setInterval(() => setSpeaking(detector.update(reader.read(), performance.now())), intervalMs);
    return () => {
      clearInterval(timer);
      reader.close();
    };
  }, [track, intervalMs, createReader]);
  return speaking;
}
