import { useEffect, useState } from 'react';
import { createLevelReader } from '../utils/audio-level';

/** A microphone track's level (0..1), sampled about ten times a second. */
export function useAudioLevel(track: MediaStreamTrack | null | undefined, intervalMs = 100): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track) {
      setLevel(0);
      return;
    }
    const reader = createLevelReader(track);
    const timer = setInterval(() => setLevel(Math.round(reader.read() * 50) / 50), intervalMs);
    return () => {
      clearInterval(timer);
      reader.close();
    };
  }, [track, intervalMs]);
  return level;
}
