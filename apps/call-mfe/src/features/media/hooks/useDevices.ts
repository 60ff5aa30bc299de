import { useCallback, useEffect, useState } from 'react';

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  mics: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
  /** Re-reads the lists (labels appear once the user has granted access). */
  refresh(): Promise<void>;
}

/** The cameras, microphones and speakers of this computer, kept current on plug and unplug. */
export function useDevices(): DeviceLists {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const refresh = useCallback(async () => {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    try {
      setDevices(await navigator.mediaDevices.enumerateDevices());
    } catch {
      setDevices([]);
    }
  }, []);
  useEffect(() => {
    void refresh();
    navigator.mediaDevices?.addEventListener?.('devicechange', refresh);
    return () => navigator.mediaDevices?.removeEventListener?.('devicechange', refresh);
  }, [refresh]);
  const real = devices.filter((device) => device.deviceId !== '');
  return {
    cameras: real.filter((device) => device.kind === 'videoinput'),
    mics: real.filter((device) => device.kind === 'audioinput'),
    speakers: real.filter((device) => device.kind === 'audiooutput'),
    refresh,
  };
}
