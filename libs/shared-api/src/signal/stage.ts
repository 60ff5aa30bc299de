/**
 * Who is on the stage of a room (real-time media) and who is audience: the contract's one rule,
 * imported from its own module so the call page does not bundle the schemas with it.
 */
export { hasAudience, isOnStage, STAGE_MAX, STAGE_ROLES } from '@platform/contracts/src/room/stage';
