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
