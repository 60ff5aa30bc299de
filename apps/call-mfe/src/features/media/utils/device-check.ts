import { BrowserUnsupportedError, describeMediaError, mediaSupported, type MediaErrorKey } from '@platform/shared-api';
import { openDevice } from './open-device';

export interface DeviceWant {
  cameraOn: boolean;
  micOn: boolean;
  cameraId?: string;
  micId?: string;
}

export interface DeviceCheck {
  /** The tracks opened (the caller keeps them for a preview or stops them). */
  tracks: MediaStreamTrack[];
  /** Why the camera or microphone cannot be used (permission, none present, busy), as `common:errors.*` keys. */
  cameraError: MediaErrorKey | null;
  micError: MediaErrorKey | null;
}

/**
 * The device check before someone shows themselves (the join page's preview, and again when the host
 * brings an audience member on stage): each wanted device is opened on its own, so a missing
 * microphone does not cost the camera.
 */
export async function checkDevices(want: DeviceWant, cancelled: () => boolean = () => false): Promise<DeviceCheck> {
  const result: DeviceCheck = { tracks: [], cameraError: null, micError: null };
  const open = async (kind: 'camera' | 'mic', deviceId?: string) => {
    try {
      if (!mediaSupported()) throw new BrowserUnsupportedError();
      const stream = await openDevice(kind === 'camera' ? 'video' : 'audio', deviceId);
      result.tracks.push(...stream.getTracks());
    } catch (error) {
      const key = describeMediaError(error, kind);
      if (kind === 'camera') result.cameraError = key;
      else result.micError = key;
    }
  };
  if (want.cameraOn) await open('camera', want.cameraId);
  if (want.micOn && !cancelled()) await open('mic', want.micId);
  return result;
}
