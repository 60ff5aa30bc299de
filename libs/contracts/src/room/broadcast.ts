import { Type, type Static } from 'typebox';
import { MemberIdSchema } from './participant';

/**
 * The broadcast pipeline on the room socket (issue 12): the host's record/live commands, the state
 * everyone sees (recording and livestream indicators), and the hidden recorder members (the composite
 * page) that everyone's media links include.
 */

/** Each output's worker state (apps/api broadcast/worker-state.ts). */
export const BroadcastStatusSchema = Type.Enum(['idle', 'starting', 'active', 'paused', 'stopping', 'failed']);
export type BroadcastStatus = Static<typeof BroadcastStatusSchema>;

export const BroadcastActionSchema = Type.Enum(['record.start', 'record.pause', 'record.resume', 'record.stop', 'live.start', 'live.stop']);
export type BroadcastAction = Static<typeof BroadcastActionSchema>;

/** At most this many stream targets at once for one livestream. */
export const BROADCAST_TARGETS_MAX = 10;

export const BroadcastTargetStateSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    status: Type.Enum(['starting', 'live', 'failed']),
    /** Why a target refused the stream: spec §8 'check stream key', or the network. */
    problem: Type.Union([Type.Literal('check_stream_key'), Type.Literal('network'), Type.Null()]),
    /** The problem in English (the call page shows its own translation of `problem`). */
    message: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type BroadcastTargetState = Static<typeof BroadcastTargetStateSchema>;

/** Why an output stopped (the call page shows its translation), or null while it runs. */
const Reason = Type.Union([Type.String({ maxLength: 64 }), Type.Null()]);

/** Sent to everyone in the room whenever recording or livestream change, and on `broadcast.sync`. */
export const BroadcastStateSchema = Type.Object(
  {
    type: Type.Literal('broadcast.state'),
    record: Type.Object(
      {
        status: BroadcastStatusSchema,
        elapsed_seconds: Type.Number({ minimum: 0 }),
        elapsed_ms: Type.Number({ minimum: 0 }),
        reason: Reason,
        recording_id: Type.Union([Type.String(), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    live: Type.Object(
      {
        status: BroadcastStatusSchema,
        elapsed_seconds: Type.Number({ minimum: 0 }),
        elapsed_ms: Type.Number({ minimum: 0 }),
        reason: Reason,
        targets: Type.Array(BroadcastTargetStateSchema),
        /** The room's HLS playlist while the livestream writes one. */
        hls_url: Type.Union([Type.String(), Type.Null()]),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type BroadcastStateMessage = Static<typeof BroadcastStateSchema>;

/** A saved stream target as the Go live picker lists it (the stream key never leaves the server). */
export const StreamTargetChoiceSchema = Type.Object(
  { id: Type.String(), name: Type.String(), server_url: Type.String() },
  { additionalProperties: false },
);
export type StreamTargetChoice = Static<typeof StreamTargetChoiceSchema>;

/** The hidden recorder members' ids (they receive media, never send it, never appear in the room). */
export const RecorderIdsSchema = Type.Array(MemberIdSchema);
