import { useEffect, useState } from 'react';
import type { MediaErrorKey } from '@platform/shared-api';
import { checkDevices } from '../utils/device-check';

export interface PreviewOptions {
  cameraId?: string;
  micId?: string;
  cameraOn: boolean;
  micOn: boolean;
}

export interface PreviewMedia {
  /** Camera and microphone for the pre-join preview and level meter. */
  stream: MediaStream | null;
  /** The first error, as a `common:errors.*` key; the user can still join without the device. */
  error: MediaErrorKey | null;
  cameraError: MediaErrorKey | null;
  micError: MediaErrorKey | null;
}

/**
 * Pre-join camera preview and microphone. Each device is opened on its own, so a missing
 * microphone does not cost the camera preview; tracks stop when turned off or unmounted.
 */
export function usePreviewMedia({ cameraId, micId, cameraOn, micOn }: PreviewOptions): PreviewMedia {
  const [state, setState] = useState<PreviewMedia>({ stream: null, error: null, cameraError: null, micError: null });
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
  return state;
}
