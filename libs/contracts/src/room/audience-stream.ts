import { Type, type Static } from 'typebox';

/**
 * Whether the audience of a room can watch its stream (issue 29). The server sends `audience.stream`
 * to everyone in the room when the stream cannot start (and on `broadcast.sync` while it cannot), and
 * `ok` once it runs again: the audience reads that it keeps being tried, the host that nobody sees them.
 */
export const AudienceStreamProblemSchema = Type.Enum(['unavailable', 'busy', 'failed']);
export type AudienceStreamProblem = Static<typeof AudienceStreamProblemSchema>;

export const AudienceStreamSchema = Type.Object(
  {
    type: Type.Literal('audience.stream'),
    /** `retrying`: it could not start and is tried again in `retry_in_ms`; `ok`: nothing stands in its way. */
    status: Type.Enum(['ok', 'retrying']),
    problem: Type.Union([AudienceStreamProblemSchema, Type.Null()]),
    /** Starts tried so far since the room opened (grows with every retry). */
    attempts: Type.Integer({ minimum: 0 }),
    retry_in_ms: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type AudienceStreamMessage = Static<typeof AudienceStreamSchema>;

/** The broadcast refusal codes (apps/api broadcast-refused.ts) as the audience's stream problem. */
export function audienceStreamProblemOf(refusal: string | null | undefined): AudienceStreamProblem {
  if (refusal === 'broadcast_unavailable') return 'unavailable';
  if (refusal === 'worker_limit') return 'busy';
  return 'failed';
}
