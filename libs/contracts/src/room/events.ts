import { Type, type Static, type TSchema } from 'typebox';
import { AudienceStreamSchema } from './audience-stream';
import { ReactionEventSchema } from './reactions';
import { BroadcastActionSchema, BroadcastStateSchema, RecorderIdsSchema, StreamTargetChoiceSchema } from './broadcast';
import { SentGift } from '../rest/gifts';
import { AskKindSchema } from './commands';
import { ChatMessageSchema, MemberIdSchema, MemberSchema, ParticipantSchema, RoomInfoSchema, WaiterSchema } from './participant';

/** What the server sends on the room socket, server -> client. Each frame is one of `RoomServerMessageSchema`. */
const event = <T extends string, P extends Record<string, TSchema>>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), ...properties }, { additionalProperties: false });
const Ref = Type.Optional(Type.Integer());

/** Where the server put a member who is not (or no longer) in the room. */
export const RoomServerStateSchema = Type.Enum([
  'waiting_room',
  'waiting_for_host',
  'locked',
  'full',
  'blocked',
  'denied',
  'removed',
  'ended',
  'replaced',
]);
export type RoomServerState = Static<typeof RoomServerStateSchema>;

export const LeaveReasonSchema = Type.Enum(['left', 'removed', 'blocked', 'timeout', 'replaced']);
export type LeaveReason = Static<typeof LeaveReasonSchema>;

/** Sequenced state changes, delivered in order inside `room.events` frames. */
const Seq = { seq: Type.Integer({ minimum: 1 }) };
export const SequencedEventSchema = Type.Union([
  event('participant.joined', { ...Seq, participant: ParticipantSchema }),
  event('participant.updated', { ...Seq, participant: ParticipantSchema }),
  event('participant.left', { ...Seq, id: MemberIdSchema, reason: LeaveReasonSchema }),
  event('room.updated', { ...Seq, room: RoomInfoSchema }),
  event('chat.message', { ...Seq, message: ChatMessageSchema }),
  /** The broadcast's hidden recorder members changed: everyone's media links include them. */
  event('recorders.updated', { ...Seq, recorders: RecorderIdsSchema }),
]);
export type RoomEvent = Static<typeof SequencedEventSchema>;
/** The same events without `seq`: a moderator's (or the person's own) view of a large room's audience. */
export const UnsequencedEventSchema = Type.Union([
  event('participant.joined', { participant: ParticipantSchema }),
  event('participant.updated', { participant: ParticipantSchema }),
  event('participant.left', { id: MemberIdSchema, reason: LeaveReasonSchema }),
]);
export type UnsequencedRoomEvent = Static<typeof UnsequencedEventSchema>;

export const RoomSnapshotSchema = event('room.snapshot', {
  seq: Type.Integer({ minimum: 0 }),
  self_id: MemberIdSchema,
  resume_token: Type.String(),
  room: RoomInfoSchema,
  /** Everyone in the room; in a large room `participants` holds only the stage and those announced. */
  participant_count: Type.Integer({ minimum: 0 }),
  participants: Type.Array(ParticipantSchema),
  chat: Type.Array(ChatMessageSchema),
  waiting: Type.Array(WaiterSchema),
  cohost_offer: Type.Union([Type.Object({ from: MemberIdSchema }, { additionalProperties: false }), Type.Null()]),
  /** The broadcast's hidden recorder members (issue 12): media links go to them too. */
  recorders: RecorderIdsSchema,
  /** Present (true) only in the snapshot a recorder member gets: it watches, it is not in the room. */
  recorder: Type.Optional(Type.Literal(true)),
});
export type RoomSnapshot = Static<typeof RoomSnapshotSchema>;

/** What a command's `ack` may carry besides `command` and `ref`. */
export const AckSchema = event('ack', {
  command: Type.String(),
  ref: Ref,
  id: Type.Optional(Type.String()),
  locked: Type.Optional(Type.Boolean()),
  waiting_room: Type.Optional(Type.Boolean()),
  muted: Type.Optional(Type.Integer()),
  stopped: Type.Optional(Type.Integer()),
  mode: Type.Optional(Type.Union([Type.Literal('conference'), Type.Literal('meeting')])),
  chat_csv: Type.Optional(Type.String()),
  participants_csv: Type.Optional(Type.String()),
  /** The broadcast action a `broadcast.command` ack confirms. */
  action: Type.Optional(BroadcastActionSchema),
  /** `broadcast.targets`: the host's stream targets. */
  targets: Type.Optional(Type.Array(StreamTargetChoiceSchema)),
  /** `hls.grant`: the query every HLS request of this member carries, and when it stops working (ms since epoch). */
  hls_grant: Type.Optional(Type.Object({ query: Type.String(), expires_at: Type.Integer() }, { additionalProperties: false })),
});
export type RoomAck = Static<typeof AckSchema>;

/**
 * A refusal or a malformed frame. `code` is stable (clients translate it); `message` is English;
 * `command`/`message_type` name the message refused, `field` the offending field of an `invalid_input`.
 */
export const RoomErrorSchema = event('error', {
  code: Type.String(),
  message: Type.Optional(Type.String()),
  command: Type.Optional(Type.String()),
  message_type: Type.Optional(Type.String()),
  field: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  ref: Ref,
  /** A refused `broadcast.command`: its action (what the server lacks goes to its log, never to the room). */
  action: Type.Optional(BroadcastActionSchema),
});
export type RoomError = Static<typeof RoomErrorSchema>;

const From = { from: MemberIdSchema, from_name: Type.String() };

export const ROOM_EVENT_SCHEMAS = {
  /** First frame on a socket: who you are; `members` only once admitted (nothing about the room before). */
  welcome: event('welcome', { member: MemberSchema, alias: Type.String(), members: Type.Array(MemberSchema) }),
  pong: event('pong', {}),
  members: event('members', { members: Type.Array(MemberSchema) }),
  'presence.join': event('presence.join', { member: MemberSchema }),
  'presence.leave': event('presence.leave', { member_id: MemberIdSchema }),
  signal: event('signal', { from: MemberIdSchema, data: Type.Unknown() }),
  'rtc.signal': event('rtc.signal', { from: MemberIdSchema, data: Type.Unknown() }),
  'room.snapshot': RoomSnapshotSchema,
  'room.events': event('room.events', { events: Type.Array(Type.Union([SequencedEventSchema, UnsequencedEventSchema])) }),
  'room.count': event('room.count', { count: Type.Integer({ minimum: 0 }) }),
  'room.state': event('room.state', {
    state: RoomServerStateSchema,
    resume_token: Type.Optional(Type.String()),
    room: Type.Optional(Type.Object({ title: Type.String(), alias: Type.String() }, { additionalProperties: false })),
  }),
  'room.waiting': event('room.waiting', { waiting: Type.Array(WaiterSchema) }),
  'cohost.offer': event('cohost.offer', From),
  'cohost.answer': event('cohost.answer', { ...From, accept: Type.Boolean() }),
  'media.ask': event('media.ask', { ...From, kind: AskKindSchema }),
  'media.ask.answer': event('media.ask.answer', { ...From, kind: AskKindSchema, accept: Type.Boolean() }),
  'media.force': event('media.force', { mic: Type.Optional(Type.Literal(false)), camera: Type.Optional(Type.Literal(false)) }),
  ack: AckSchema,
  error: RoomErrorSchema,
  /** A gift sent to someone in this call (the gifts module announces it to the admitted participants). */
  'gift.received': event('gift.received', {
    gift: SentGift,
    to_member_id: Type.Union([Type.String(), Type.Null()]),
    to_name: Type.String(),
  }),
  /** Account-wide messages that also reach a signed-in member's room socket. */
  '1-1': event('1-1', {
    from: Type.Object({ account_id: Type.String(), display_name: Type.String() }),
    payload: Type.Record(Type.String(), Type.Unknown()),
  }),
  'broadcast.state': BroadcastStateSchema,
  'audience.stream': AudienceStreamSchema,
  /** Someone reacted: everyone admitted and the broadcast's recorders see it rise over the sender's tile. */
  reaction: ReactionEventSchema,
  notification: event('notification', { notification: Type.Object({ id: Type.Optional(Type.String()) }) }),
} as const;

export type RoomServerMessageType = keyof typeof ROOM_EVENT_SCHEMAS;
export type RoomServerMessageOf<T extends RoomServerMessageType> = Static<(typeof ROOM_EVENT_SCHEMAS)[T]>;
export const RoomServerMessageSchema = Type.Union(Object.values(ROOM_EVENT_SCHEMAS));
export type RoomServerMessage = { [T in RoomServerMessageType]: RoomServerMessageOf<T> }[RoomServerMessageType];
