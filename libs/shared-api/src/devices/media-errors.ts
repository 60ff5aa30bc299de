/**
 * getUserMedia failures mapped to the spec's messages (§8), as `common:errors.*` i18n keys (libs/i18n),
 * for Settings' previews and the call alike.
 * Each leaves a way forward: the user can still join without the device.
 */
export type MediaErrorKey =
  | 'common:errors.browserUnsupported'
  | 'common:errors.deviceDenied'
  | 'common:errors.deviceNotReadable'
  | 'common:errors.cameraBlocked'
  | 'common:errors.micNotFound'
  | 'common:errors.generic';

export type MediaKind = 'camera' | 'mic' | 'both';

/** The i18n key for a getUserMedia (or getDisplayMedia) error. */
export function describeMediaError(error: unknown, kind: MediaKind = 'both'): MediaErrorKey {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = String((error as { message?: string } | null)?.message ?? '');
  switch (name) {
    case 'NotSupportedError':
    case 'TypeError':
    case 'BrowserUnsupported':
      return 'common:errors.browserUnsupported';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      // Chrome reports a policy or OS-level block as "Permission denied by system".
      return kind === 'camera' && /system|policy/i.test(message) ? 'common:errors.cameraBlocked' : 'common:errors.deviceDenied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return kind === 'camera' && /blocked/i.test(message) ? 'common:errors.cameraBlocked' : 'common:errors.deviceNotReadable';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return kind === 'camera' ? 'common:errors.cameraBlocked' : 'common:errors.micNotFound';
    default:
      return 'common:errors.generic';
  }
}

/** True when this browser can capture media at all (secure context with mediaDevices). */
export function mediaSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof RTCPeerConnection !== 'undefined';
}

export class BrowserUnsupportedError extends Error {
  override name = 'BrowserUnsupported';
}
