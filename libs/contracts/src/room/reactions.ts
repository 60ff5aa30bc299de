import { Type, type Static } from 'typebox';

/**
 * Reactions (issue 29): a few emoji anyone admitted sends, the audience included, that rise over the
 * sender's tile for everyone in the room and in the broadcast's composite. Not kept: a reaction is
 * seen when it is sent. The server limits each person to REACTION_LIMIT.count per windowMs.
 */
export const REACTION_EMOJIS = ['👍', '👏', '❤️', '😂', '😮', '🎉'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];
export const ReactionEmojiSchema = Type.Enum(REACTION_EMOJIS);

/** At most `count` reactions per person in any `windowMs`; more are refused with `rate_limited`. */
export const REACTION_LIMIT = { count: 5, windowMs: 5000 } as const;

/** How long a reaction is shown rising over its sender's tile. */
export const REACTION_SHOWN_MS = 3000;

/** Sends what the limit allows: the times of a person's recent reactions, and whether one more fits at `now`. */
export function reactionAllowed(
  recent: readonly number[],
  now: number,
  limit: { count: number; windowMs: number } = REACTION_LIMIT,
): boolean {
  return recent.filter((at) => now - at < limit.windowMs).length < limit.count;
}

export const ReactionEventSchema = Type.Object(
  {
    type: Type.Literal('reaction'),
    from: Type.String(),
    from_name: Type.String(),
    emoji: ReactionEmojiSchema,
  },
  { additionalProperties: false },
);
export type ReactionEvent = Static<typeof ReactionEventSchema>;
