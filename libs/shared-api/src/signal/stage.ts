/**
 * Who is on the stage of a room (real-time media) and who is audience: the contract's one rule,
 * imported from its own module so the call page does not bundle the schemas with it.
 */
export { hasAudience, isEndToEndRoom, isOnStage, joinsAudience, STAGE_MAX, STAGE_ROLES } from '@platform/contracts/src/room/stage';
/** The composite page's MediaRecorder slices (issue 13: the livestream's is short for the audience's delay). */
export { BROADCAST_SLICE_MS } from '@platform/contracts/src/room/broadcast-slices';
/** The invite link and what Invite copies (issue 29), the same rule as the API's event answers. */
export { eventInviteLink, invitationText } from '@platform/contracts/src/rules/invite-link';
/** Reactions (issue 29): the room's emoji and how long one is shown. */
export { REACTION_EMOJIS, REACTION_SHOWN_MS, type ReactionEmoji } from '@platform/contracts/src/room/reactions';
/** Who may do what in a room (issue 30): the server's own rules, so the call page offers only what it would allow. */
export {
  canEnable,
  canRaiseHand,
  checkCommand,
  isHost,
  isModerator,
  type ModeratorCommand,
} from '@platform/contracts/src/room/permissions';
/** Every refusal code the room sends and the key the call page shows for it (issue 30). */
export { REFUSAL_KEYS, refusalKey, type RefusalCode } from '@platform/contracts/src/room/refusals';
