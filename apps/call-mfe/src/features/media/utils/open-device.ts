const VIDEO = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } };
const AUDIO = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };

/** Errors that mean the chosen device is not there (unplugged, or an id from another browser). */
const DEVICE_GONE = new Set(['OverconstrainedError', 'NotFoundError']);

/**
 * Opens the camera (`video`) or microphone (`audio`): the one chosen when it is there, else the default.
 * The choice is `exact`: Chromium takes `deviceId: { ideal }` for a microphone as a hint it ignores and
 * opens the default input, so a microphone chosen in Settings or on the join page was not the one used.
 * A chosen device that is gone falls back to the default rather than to no device at all.
 */
export async function openDevice(kind: 'audio' | 'video', deviceId?: string): Promise<MediaStream> {
  const base = kind === 'audio' ? AUDIO : VIDEO;
  if (!deviceId) return navigator.mediaDevices.getUserMedia({ [kind]: base });
  try {
    return await navigator.mediaDevices.getUserMedia({ [kind]: { ...base, deviceId: { exact: deviceId } } });
  } catch (error) {
    if (!DEVICE_GONE.has((error as { name?: string })?.name ?? '')) throw error;
    return navigator.mediaDevices.getUserMedia({ [kind]: base });
  }
}
