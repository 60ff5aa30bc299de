import { useEffect, useState } from 'react';
import type { BackgroundEffect, MediaErrorKey } from '@platform/shared-api';
import { checkDevices } from '../utils/device-check';
import { BACKGROUND_FAILED_KEY, showCamera } from '../api/background/camera-background';

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
}

/**
 * Pre-join camera preview and microphone. Each device is opened on its own, so a missing
 * microphone does not cost the camera preview; tracks stop when turned off or unmounted.
 */
export function usePreviewMedia({ cameraId, micId, cameraOn, micOn, background }: PreviewOptions): PreviewMedia {
  const [state, setState] = useState<Omit<PreviewMedia, 'backgroundError'>>({
    stream: null,
    error: null,
    cameraError: null,
    micError: null,
  });
  const [shown, setShown] = useState<{ stream: MediaStream | null; backgroundError: string | null }>({
    stream: null,
    backgroundError: null,
  });
  useEffect(() => {
    let cancelled = false;
    const tracks: MediaStreamTrack[] = [];
    void checkDevices({ cameraOn, micOn, cameraId, micId }, () => cancelled).then(({ tracks: opened, cameraError, micError }) => {
      tracks.push(...opened);
      if (cancelled) return opened.forEach((track) => track.stop());
      setState({ stream: opened.length ? new MediaStream(opened) : null, error: cameraError ?? micError, cameraError, micError });
    });
    return () => {
      cancelled = true;
      for (const track of tracks) track.stop();
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
      (view) => {
        if (cancelled) return view.stop();
        stop = view.stop;
        setShown({ stream: new MediaStream([...view.stream.getVideoTracks(), ...audio]), backgroundError: null });
      },
      () => !cancelled && setShown({ stream: null, backgroundError: BACKGROUND_FAILED_KEY }),
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [state.stream, background]);
  return { ...state, stream: shown.stream ?? state.stream, backgroundError: shown.backgroundError };
}
