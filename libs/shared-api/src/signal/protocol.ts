/**
 * The room socket's protocol (`/signal/socket/member/v1`), for the call remote and tests. Every type
 * here is the static type of a schema in `@platform/contracts` (libs/contracts/src/room), which the
 * server validates against; nothing is declared twice. Wire names are snake_case like the rest of the API.
 */
import type { RoomModeSchema } from '@platform/contracts';
import type { Static } from 'typebox';

export type {
  RoomCommand,
  RoomEvent,
  RoomServerMessage,
  RoomServerState,
  RoomSnapshot,
  LeaveReason,
  WireChatAttachment,
  WireChatMessage,
  WireMember,
  WireParticipant,
  WireRoom,
  WireWaiter,
  RoomRole as RoomRoleName,
  BroadcastAction,
  BroadcastStateMessage,
  BroadcastStatus,
  BroadcastTargetState,
  AudienceStreamMessage,
  RoomAck,
} from '@platform/contracts';

export type RoomModeName = Static<typeof RoomModeSchema>;
