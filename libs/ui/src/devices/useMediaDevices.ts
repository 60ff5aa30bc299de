import { useCallback, useEffect, useState } from 'react';
import { listDevices, NO_DEVICES, watchDevices, type DeviceLists } from '@platform/shared-api';

export interface MediaDeviceLists extends DeviceLists {
  /** Re-reads the lists (labels appear once the user has granted access). */
  refresh(): Promise<void>;
}

/**
 * The cameras, microphones and speakers of this computer, kept current on plug and unplug;
 * Settings and the call's pre-join both list devices through it.
 * @example const { microphones } = useMediaDevices();
 */
export function useMediaDevices(): MediaDeviceLists {
  const [lists, setLists] = useState<DeviceLists>(NO_DEVICES);
  useEffect(() => watchDevices(setLists), []);
  const refresh = useCallback(async () => setLists(await listDevices()), []);
  return { ...lists, refresh };
}
