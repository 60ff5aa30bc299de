import type { BackgroundEffect } from '@platform/shared-api';
import type { ShownCamera } from '../api/background/camera-background';

/**
 * The join page's live camera and microphone, kept across the route change for the call (issue 31):
 * the call takes them over instead of opening the devices again (which cost 1.1-1.3 s before it could
 * publish, and the CPU of a second capture start). This module is their one owner between the two pages:
 * what the call does not take (it wants the device off, or another device) and whatever is still held
 * when the call does not start (left, refused, waiting room, an error) is stopped, so an "off" camera
 * really is off; a time limit stops them if no call page ever asks.
 */
export interface HandedCamera {
  /** The camera itself (`openDevice('video', deviceId)`). */
  camera: MediaStream;
  /** The device asked for (the stored choice), which the call must want too. */
  deviceId?: string;
  /** The effect the preview showed, and its running view (the camera itself when `off`). */
  effect: BackgroundEffect;
  shown: ShownCamera;
}

export interface HandedMic {
  track: MediaStreamTrack;
  deviceId?: string;
}

/** How long the devices are kept for a call page that never asks (ms). */
export const HANDOVER_LIMIT_MS = 15_000;

let camera: HandedCamera | null = null;
let mic: HandedMic | null = null;
let limit: ReturnType<typeof setTimeout> | null = null;

const live = (track: MediaStreamTrack | undefined) => !!track && track.readyState === 'live';

function stopCamera(kept: HandedCamera) {
  kept.shown.stop();
  for (const track of kept.camera.getTracks()) track.stop();
}

function settle() {
  if (camera || mic || !limit) return;
  clearTimeout(limit);
  limit = null;
}

/** The preview gives its live devices to the call (Join was accepted); anything kept before is stopped first. */
export function handOver(devices: { camera?: HandedCamera | null; mic?: HandedMic | null }, limitMs = HANDOVER_LIMIT_MS): void {
  releaseHandedDevices();
  camera = devices.camera && live(devices.camera.camera.getVideoTracks()[0]) ? devices.camera : null;
  mic = devices.mic && live(devices.mic.track) ? devices.mic : null;
  if (camera || mic) limit = setTimeout(releaseHandedDevices, limitMs);
}

/** Whether `track` is one the preview handed over (its own cleanup must not stop it). */
export function isHandedOver(track: MediaStreamTrack): boolean {
  return !!camera?.camera.getTracks().includes(track) || !!camera?.shown.stream.getTracks().includes(track) || mic?.track === track;
}

/** The call takes the camera if it is still live and the same device is wanted; null otherwise (it opens its own). */
export function takeCamera(deviceId?: string): HandedCamera | null {
  const kept = camera;
  if (!kept) return null;
  camera = null;
  settle();
  if ((kept.deviceId ?? '') === (deviceId ?? '') && live(kept.camera.getVideoTracks()[0])) return kept;
  stopCamera(kept);
  return null;
}

/** The call takes the microphone if it is still live and the same device is wanted; null otherwise. */
export function takeMic(deviceId?: string): MediaStreamTrack | null {
  const kept = mic;
  if (!kept) return null;
  mic = null;
  settle();
  if ((kept.deviceId ?? '') === (deviceId ?? '') && live(kept.track)) return kept.track;
  kept.track.stop();
  return null;
}

/** Stops whatever is still kept (the call wants the devices off, or never starts). */
export function releaseHandedDevices(kind: 'camera' | 'mic' | 'all' = 'all'): void {
  if (camera && kind !== 'mic') stopCamera(camera);
  if (mic && kind !== 'camera') mic.track.stop();
  if (kind !== 'mic') camera = null;
  if (kind !== 'camera') mic = null;
  settle();
}
