import type * as LiveKit from 'livekit-client';
import { E2EE_UNSUPPORTED_KEY } from './livekit-e2ee';
import { GENERIC_ERROR_KEY, MEDIA_UNREACHABLE_KEY, NETWORK_ERROR_KEY } from './types';

/** The i18n key for a LiveKit failure: a refused token, the media server out of reach, or 'check internet connection'. */
export function liveKitErrorKey(error: unknown): string {
  if ((error as { name?: string } | null)?.name === 'E2EEUnsupportedError') return E2EE_UNSUPPORTED_KEY;
  const name = (error as { name?: string } | null)?.name;
  const reason = (error as { reason?: number } | null)?.reason;
  const status = (error as { status?: number } | null)?.status;
  // ConnectionErrorReason.NotAllowed = 0: the token was refused.
  if (name === 'ConnectionError' && reason === 0 && (status === 401 || status === 403)) return 'common:errors.permission';
  if (name === 'UnsupportedServer' || name === 'ConnectionError' || name === 'SignalRequestError') return MEDIA_UNREACHABLE_KEY;
  if (name === 'TypeError') return NETWORK_ERROR_KEY;
  if (error instanceof Error && /websocket|signal|connect/i.test(error.message)) return MEDIA_UNREACHABLE_KEY;
  return error instanceof Error && /network|fetch|timeout/i.test(error.message) ? NETWORK_ERROR_KEY : GENERIC_ERROR_KEY;
}

/** Disconnect reasons after which connecting again would be wrong (livekit-client `DisconnectReason` names). */
const FINAL_DISCONNECTS = ['CLIENT_INITIATED', 'DUPLICATE_IDENTITY', 'PARTICIPANT_REMOVED', 'ROOM_DELETED', 'ROOM_CLOSED', 'USER_REJECTED'];

/** The Room ended for good (removed, closed, replaced, left): no rejoin. */
export function isFinalDisconnect(lk: typeof LiveKit, reason?: LiveKit.DisconnectReason): boolean {
  const reasons = (lk as { DisconnectReason?: Record<string, unknown> }).DisconnectReason ?? {};
  return reason !== undefined && FINAL_DISCONNECTS.some((name) => reasons[name] === reason);
}
