import type { ReactionEmoji } from '@platform/shared-api';

/** The i18n key naming each of the room's emoji (`call:reactions.names.*`), for menus and screen readers. */
export const REACTION_NAME_KEYS: Record<ReactionEmoji, string> = {
  '👍': 'reactions.names.like',
  '👏': 'reactions.names.applause',
  '❤️': 'reactions.names.love',
  '😂': 'reactions.names.laugh',
  '😮': 'reactions.names.surprised',
  '🎉': 'reactions.names.celebrate',
};
