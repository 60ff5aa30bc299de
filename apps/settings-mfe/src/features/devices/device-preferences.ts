/**
 * The devices chosen in settings, kept in this browser under `call.devices`
 * (a key that survives logout; the call remote reads the same JSON).
 */
export const DEVICE_PREFERENCES_KEY = 'call.devices';

export interface DevicePreferences {
  cameraId?: string;
  microphoneId?: string;
  speakerId?: string;
}

export function readDevicePreferences(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): DevicePreferences {
  try {
    const parsed = JSON.parse(storage?.getItem(DEVICE_PREFERENCES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const pick = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return { cameraId: pick(parsed.cameraId), microphoneId: pick(parsed.microphoneId), speakerId: pick(parsed.speakerId) };
  } catch {
    return {};
  }
}

export function writeDevicePreferences(preferences: DevicePreferences, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  storage?.setItem(DEVICE_PREFERENCES_KEY, JSON.stringify(preferences));
}

/** The saved device if it is still plugged in, else the first one (or none). */
export function pickDevice(devices: Array<{ deviceId: string }>, preferred: string | undefined): string | undefined {
  if (preferred && devices.some((device) => device.deviceId === preferred)) return preferred;
  return devices[0]?.deviceId;
}

/** Loudness 0..1 of an analyser's time-domain bytes (128 = silence), scaled so speech fills the meter. */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const centred = (samples[i] - 128) / 128;
    sum += centred * centred;
  }
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** getUserMedia failures in the spec's words (§8). */
export function mediaErrorKey(error: unknown): string {
  const name = (error as { name?: string })?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'errors.deviceDenied';
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'errors.deviceNotReadable';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'errors.micNotFound';
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'errors.browserUnsupported';
  return 'errors.generic';
}
