/**
 * The one owner of the devices this browser chose (Settings, the join page and the call all read
 * and write them here), kept under `call.devices` in localStorage; the key survives logout.
 * Modelled on livekit components-js `user-choices.ts`: one key, one shape, defaults, load/save/merge.
 */
export const DEVICE_CHOICES_KEY = 'call.devices';

export interface DeviceChoices {
  cameraId?: string;
  micId?: string;
  speakerId?: string;
  /** The pre-join's camera and microphone switches, remembered for the next call. */
  cameraOn: boolean;
  micOn: boolean;
  /** What replaces the camera's background (issue 29); absent means off. */
  background?: BackgroundEffect;
}

/** Off, blur, or one of the background images the call remote ships (`features/media/api/background`). */
export const BACKGROUND_EFFECTS = ['off', 'blur', 'image:dawn', 'image:ocean', 'image:studio'] as const;
export type BackgroundEffect = (typeof BACKGROUND_EFFECTS)[number];

const backgroundEffect = (value: unknown): BackgroundEffect | undefined =>
  BACKGROUND_EFFECTS.find((effect) => effect === value && effect !== 'off');

export const DEFAULT_DEVICE_CHOICES: Readonly<DeviceChoices> = Object.freeze({ cameraOn: true, micOn: true });

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'getItem' | 'setItem'>;

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const deviceId = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * Reads whatever a browser has stored: today's shape, the call's old `{cameraId, micId, speakerId,
 * cameraOn, micOn}` (the same) and Settings' old `{cameraId, microphoneId, speakerId}` (its
 * microphone becomes `micId`). Junk gives the defaults.
 */
export function parseDeviceChoices(raw: unknown): DeviceChoices {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ...DEFAULT_DEVICE_CHOICES };
  const stored = raw as Record<string, unknown>;
  const choices: DeviceChoices = {
    cameraOn: flag(stored.cameraOn, DEFAULT_DEVICE_CHOICES.cameraOn),
    micOn: flag(stored.micOn, DEFAULT_DEVICE_CHOICES.micOn),
  };
  const cameraId = deviceId(stored.cameraId);
  const micId = deviceId(stored.micId) ?? deviceId(stored.microphoneId);
  const speakerId = deviceId(stored.speakerId);
  if (cameraId) choices.cameraId = cameraId;
  if (micId) choices.micId = micId;
  if (speakerId) choices.speakerId = speakerId;
  const background = backgroundEffect(stored.background);
  if (background) choices.background = background;
  return choices;
}

/** The stored choices, migrated and with defaults filled in. */
export function loadDeviceChoices(storage: Reader | null = localStorageOrNull()): DeviceChoices {
  try {
    return parseDeviceChoices(JSON.parse(storage?.getItem(DEVICE_CHOICES_KEY) ?? 'null'));
  } catch {
    return { ...DEFAULT_DEVICE_CHOICES };
  }
}

/**
 * Merges a change into what is stored and writes it back, so Settings choosing a microphone keeps
 * the pre-join's on/off switches and the other way round. An empty id clears that device.
 */
export function saveDeviceChoices(change: Partial<DeviceChoices>, storage: Writer | null = localStorageOrNull()): DeviceChoices {
  const next = parseDeviceChoices({ ...loadDeviceChoices(storage), ...change });
  try {
    storage?.setItem(DEVICE_CHOICES_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the memory of the choice, never the call.
  }
  return next;
}

/** The saved device if it is still plugged in, else the first one (or none). */
export function pickDevice(devices: ReadonlyArray<{ deviceId: string }>, preferred: string | undefined): string | undefined {
  if (preferred && devices.some((device) => device.deviceId === preferred)) return preferred;
  return devices[0]?.deviceId;
}
