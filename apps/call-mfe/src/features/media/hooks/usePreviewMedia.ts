import { useEffect, useState } from 'react';
import { audioConstraints, videoConstraints } from '../utils/local-media';
import { BrowserUnsupportedError, describeMediaError, mediaSupported, type MediaErrorKey } from '@platform/shared-api';

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
    void (async () => {
      let cameraError: MediaErrorKey | null = null;
      let micError: MediaErrorKey | null = null;
      const open = async (constraints: MediaStreamConstraints, kind: 'camera' | 'mic') => {
        try {
          if (!mediaSupported()) throw new BrowserUnsupportedError();
          const stream = await navigator.mediaDevices.getUserMedia(constraints);
          tracks.push(...stream.getTracks());
        } catch (error) {
          const key = describeMediaError(error, kind);
          if (kind === 'camera') cameraError = key;
          else micError = key;
        }
      };
      if (cameraOn) await open({ video: videoConstraints(cameraId) }, 'camera');
      if (micOn && !cancelled) await open({ audio: audioConstraints(micId) }, 'mic');
      if (cancelled) return tracks.forEach((track) => track.stop());
      setState({ stream: tracks.length ? new MediaStream(tracks) : null, error: cameraError ?? micError, cameraError, micError });
    })();
    return () => {
      cancelled = true;
      for (const track of tracks) track.stop();
    };
  }, [cameraId, micId, cameraOn, micOn]);
  return state;
}
