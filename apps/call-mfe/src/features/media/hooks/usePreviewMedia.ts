import { useCallback, useEffect, useRef, useState } from 'react';
import type { BackgroundEffect, MediaErrorKey } from '@platform/shared-api';
import { checkDevices } from '../utils/device-check';
import { BACKGROUND_FAILED_KEY, showCamera, type ShownCamera } from '../api/background/camera-background';
import { handOver, isHandedOver } from '../utils/device-handover';

export interface PreviewOptions {
  cameraId?: string;
  micId?: string;
  cameraOn: boolean;
  micOn: boolean;
  /** The camera's background effect, as the call will send it. */
  background?: BackgroundEffect;
}

export interface PreviewMedia {
  /** Camera and microphone for the pre-join preview and level meter. */
  stream: MediaStream | null;
  /** The first error, as a `common:errors.*` key; the user can still join without the device. */
  error: MediaErrorKey | null;
  cameraError: MediaErrorKey | null;
  micError: MediaErrorKey | null;
  /** `call:join.backgroundFailed` when the effect could not start here (the preview shows the camera as it is). */
  backgroundError: string | null;
  /**
   * Join was accepted: the live camera (with its effect) and microphone go to the call
   * (`utils/device-handover.ts`) instead of stopping when this page unmounts.
   */
  handOver(): void;
}

/**
 * Pre-join camera preview and microphone. Each device is opened on its own, so a missing
 * microphone does not cost the camera preview; tracks stop when turned off or unmounted, unless
 * they were handed over to the call.
 */
export function usePreviewMedia({ cameraId, micId, cameraOn, micOn, background }: PreviewOptions): PreviewMedia {
  const [state, setState] = useState<Omit<PreviewMedia, 'backgroundError' | 'handOver'>>({
    stream: null,
    error: null,
    cameraError: null,
    micError: null,
  });
  const [shown, setShown] = useState<{ stream: MediaStream | null; backgroundError: string | null }>({
    stream: null,
    backgroundError: null,
  });
  /** What a hand-over gives: the devices as opened (and for which choice), the effect's running view. */
  const opened = useRef<{ camera?: MediaStreamTrack; mic?: MediaStreamTrack; cameraId?: string; micId?: string }>({});
  const view = useRef<{ effect: NonNullable<PreviewOptions['background']>; shown: ShownCamera } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const tracks: MediaStreamTrack[] = [];
    void checkDevices({ cameraOn, micOn, cameraId, micId }, () => cancelled).then(({ tracks: got, cameraError, micError }) => {
      tracks.push(...got);
      if (cancelled) return got.forEach((track) => track.stop());
      const kind = (k: string) => got.find((track) => track.kind === k);
      opened.current = { camera: kind('video'), mic: kind('audio'), cameraId, micId };
      setState({ stream: got.length ? new MediaStream(got) : null, error: cameraError ?? micError, cameraError, micError });
    });
    return () => {
      cancelled = true;
      opened.current = {};
      for (const track of tracks) if (!isHandedOver(track)) track.stop();
    };
  }, [cameraId, micId, cameraOn, micOn]);
  // The effect over the opened camera: changing it never reopens the devices.
  useEffect(() => {
    const camera = state.stream?.getVideoTracks()[0];
    setShown({ stream: null, backgroundError: null });
    if (!state.stream || !camera || !background || background === 'off') return;
    const audio = state.stream.getAudioTracks();
    let cancelled = false;
    let stop = () => {};
    showCamera(new MediaStream([camera]), background).then(
      (next) => {
        if (cancelled) return next.stop();
        stop = next.stop;
        view.current = { effect: background, shown: next };
        setShown({ stream: new MediaStream([...next.stream.getVideoTracks(), ...audio]), backgroundError: null });
      },
      () => !cancelled && setShown({ stream: null, backgroundError: BACKGROUND_FAILED_KEY }),
    );
    return () => {
      cancelled = true;
      const running = view.current;
      view.current = null;
      if (!running || !running.shown.stream.getTracks().some(isHandedOver)) stop();
    };
  }, [state.stream, background]);
  const giveToCall = useCallback(() => {
    const { camera, mic, cameraId, micId } = opened.current;
    const running = view.current;
    handOver({
      camera: camera && {
        camera: new MediaStream([camera]),
        deviceId: cameraId,
        // A failed effect shows the camera as it is: the call then tries the effect again itself.
        ...(running ?? { effect: 'off' as const, shown: { stream: new MediaStream([camera]), stop: () => undefined } }),
      },
      mic: mic && { track: mic, deviceId: micId },
    });
  }, []);
  return { ...state, stream: shown.stream ?? state.stream, backgroundError: shown.backgroundError, handOver: giveToCall };
}
