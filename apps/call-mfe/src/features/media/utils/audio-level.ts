/**
 * Reads a microphone track's level (0..1) with an AnalyserNode. One shared AudioContext per page:
 * browsers cap how many can exist.
 */
let sharedContext: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  sharedContext ??= new AudioContext();
  if (sharedContext.state === 'suspended') void sharedContext.resume().catch(() => undefined);
  return sharedContext;
}

export interface LevelReader {
  read(): number;
  close(): void;
}

export function createLevelReader(track: MediaStreamTrack): LevelReader {
  const context = audioContext();
  if (!context) return { read: () => 0, close: () => undefined };
  const source = context.createMediaStreamSource(new MediaStream([track]));
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  return {
    read() {
      if (track.readyState === 'ended' || !track.enabled) return 0;
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // RMS scaled so normal speech reaches about 0.5.
      return Math.min(1, Math.sqrt(sum / samples.length) * 4);
    },
    close() {
      source.disconnect();
      analyser.disconnect();
    },
  };
}
