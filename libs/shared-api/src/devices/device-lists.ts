/** The cameras, microphones and speakers of this computer, grouped once for Settings and the call. */
export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

export const NO_DEVICES: DeviceLists = Object.freeze({ cameras: [], microphones: [], speakers: [] }) as DeviceLists;

/** Groups `enumerateDevices()` by kind; entries without an id (before permission) are left out. */
export function groupDevices(devices: readonly MediaDeviceInfo[]): DeviceLists {
  const real = devices.filter((device) => device.deviceId !== '');
  return {
    cameras: real.filter((device) => device.kind === 'videoinput'),
    microphones: real.filter((device) => device.kind === 'audioinput'),
    speakers: real.filter((device) => device.kind === 'audiooutput'),
  };
}

/** Reads the lists now (labels appear once access is granted); empty where the browser cannot list. */
export async function listDevices(media: MediaDevices | undefined = globalThis.navigator?.mediaDevices): Promise<DeviceLists> {
  if (!media?.enumerateDevices) return NO_DEVICES;
  try {
    return groupDevices(await media.enumerateDevices());
  } catch {
    return NO_DEVICES;
  }
}

/** Calls `onChange` with the lists now and whenever a device is plugged in or out; returns the unsubscribe. */
export function watchDevices(
  onChange: (lists: DeviceLists) => void,
  media: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): () => void {
  let stopped = false;
  const refresh = () => void listDevices(media).then((lists) => !stopped && onChange(lists));
  refresh();
  media?.addEventListener?.('devicechange', refresh);
  return () => {
    stopped = true;
    media?.removeEventListener?.('devicechange', refresh);
  };
}
