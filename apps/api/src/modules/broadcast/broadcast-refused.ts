/** Refusals of broadcast commands (either backend), in English; the call page shows its translation of the code. */
export const BROADCAST_ERRORS: Record<string, string> = {
  permission_denied: 'You do not have permission to perform this function',
  broadcast_unavailable: "Recording isn't available on this server: ask its administrator.",
  worker_limit: 'The server is already running as many broadcasts as it can. Please try again later.',
  invalid_state: 'That is not possible right now.',
  stream_target_not_found: 'That stream target does not exist any more.',
  egress_unavailable: 'The LiveKit egress service could not be reached. Please try again later.',
  pause_unsupported: 'This server records without pausing: stop and start again instead.',
  end_to_end_room: 'An end-to-end encrypted call cannot be recorded, livestreamed or watched as a stream: no server may see its media.',
};

export class BroadcastRefused extends Error {
  constructor(readonly code: string, readonly extra: Record<string, unknown> = {}) {
    super(BROADCAST_ERRORS[code] ?? code);
  }
}
