import { useCallback, useEffect, useRef, useState } from 'react';
import { BrowserUnsupportedError, describeMediaError, type MediaErrorKey } from '@platform/shared-api';
import { levelFromSamples } from '../utils/mic-level';

/** One getUserMedia stream for the chosen devices; stopped on change and unmount. */
export function usePreviewStream(kind: 'video' | 'audio', deviceId: string | undefined, enabled: boolean) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [errorKey, setErrorKey] = useState<MediaErrorKey | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let own: MediaStream | null = null;
    setErrorKey(null);
    const constraints: MediaStreamConstraints =
      kind === 'video'
        ? { video: deviceId ? { deviceId: { exact: deviceId } } : true, audio: false }
        : { audio: deviceId ? { deviceId: { exact: deviceId } } : true, video: false };
    if (!navigator.mediaDevices?.getUserMedia) {
      setErrorKey(describeMediaError(new BrowserUnsupportedError()));
      return;
    }
    navigator.mediaDevices.getUserMedia(constraints).then(
      (s) => {
        if (cancelled) s.getTracks().forEach((track) => track.stop());
        else {
          own = s;
          setStream(s);
        }
      },
      (error) => !cancelled && setErrorKey(describeMediaError(error, kind === 'video' ? 'camera' : 'mic')),
    );
    return () => {
      cancelled = true;
      own?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [kind, deviceId, enabled]);
  return { stream, errorKey };
}

/** Microphone loudness 0..1, sampled every animation frame. */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      setLevel(levelFromSamples(samples));
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return level;
}

/** Plays a short two-tone chime on the chosen speaker (setSinkId where the browser has it). */
export function useSpeakerTest(speakerId: string | undefined) {
  const [playing, setPlaying] = useState(false);
  const stopRef = useRef<() => void>(() => undefined);
  useEffect(() => () => stopRef.current(), []);
  const play = useCallback(async () => {
    if (typeof AudioContext === 'undefined') return;
    stopRef.current();
    const context = new AudioContext();
    const sink = context as AudioContext & { setSinkId?: (id: string) => Promise<void> };
    if (speakerId && sink.setSinkId) await sink.setSinkId(speakerId).catch(() => undefined);
    const gain = context.createGain();
    gain.connect(context.destination);
    const now = context.currentTime;
    [523.25, 659.25, 783.99].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(now + index * 0.35);
      oscillator.stop(now + index * 0.35 + 0.3);
    });
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.25, now + 0.05);
    gain.gain.setValueAtTime(0.25, now + 0.95);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 1.1);
    setPlaying(true);
    const timer = setTimeout(() => stopRef.current(), 1200);
    stopRef.current = () => {
      clearTimeout(timer);
      setPlaying(false);
      void context.close().catch(() => undefined);
      stopRef.current = () => undefined;
    };
  }, [speakerId]);
  return { play, playing };
}
