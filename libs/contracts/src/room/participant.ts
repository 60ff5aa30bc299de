import { Type, type Static } from 'typebox';
import { EventModeSchema, RoomRoleSchema } from '../enums';
import { InterpretationSchema } from './interpretation';

/** Ids the server hands out (member ids, chat ids); bounded so a command cannot carry a novel. */
export const MemberIdSchema = Type.String({ minLength: 1, maxLength: 64 });

/** Someone admitted to the room, as every client sees them (spec §6). */
export const ParticipantSchema = Type.Object(
  {
    id: MemberIdSchema,
    display_name: Type.String(),
    roles: Type.Array(RoomRoleSchema),
    mic_on: Type.Boolean(),
    camera_on: Type.Boolean(),
    has_mic: Type.Boolean(),
    hand_raised: Type.Boolean(),
    hand_raised_at: Type.Union([Type.String(), Type.Null()]),
    pinned: Type.Boolean(),
    invisible: Type.Boolean(),
    mic_denied: Type.Boolean(),
    camera_denied: Type.Boolean(),
    connection: Type.Union([Type.Literal('connected'), Type.Literal('reconnecting')]),
    joined_at: Type.String(),
    /** An interpreter's language pair: their microphone speaks into the channel of `to` (absent otherwise). */
    interpretation: Type.Optional(InterpretationSchema),
  },
  { additionalProperties: false },
);
export type WireParticipant = Static<typeof ParticipantSchema>;

/** The modes a live room runs in (the event's mode; a host may switch conference <-> meeting). */
export const RoomModeSchema = EventModeSchema;

export const RoomInfoSchema = Type.Object(
  {
    alias: Type.String(),
    title: Type.String(),
    mode: RoomModeSchema,
    mode_switching: Type.Boolean(),
    locked: Type.Boolean(),
    waiting_room: Type.Boolean(),
    capacity: Type.Number(),
  },
  { additionalProperties: false },
);
export type WireRoom = Static<typeof RoomInfoSchema>;

export const WaiterStateSchema = Type.Union([Type.Literal('waiting_room'), Type.Literal('waiting_for_host')]);

/** Someone not yet in the room, as moderators see them. */
export const WaiterSchema = Type.Object(
  {
    id: MemberIdSchema,
    display_name: Type.String(),
    state: WaiterStateSchema,
    since: Type.String(),
  },
  { additionalProperties: false },
);
export type WireWaiter = Static<typeof WaiterSchema>;

/** A chat attachment: a file uploaded through the room's upload endpoint (spec §5: 5 MB). */
export const CHAT_FILE_LIMIT_BYTES = 5 * 1024 * 1024;
export const CHAT_TEXT_MAX = 2000;
export const ChatAttachmentSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('image'), Type.Literal('file')]),
    url: Type.String({ maxLength: 300 }),
    name: Type.String({ maxLength: 200 }),
    size: Type.Integer({ minimum: 0, maximum: CHAT_FILE_LIMIT_BYTES }),
    mime: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type WireChatAttachment = Static<typeof ChatAttachmentSchema>;

export const ChatMessageSchema = Type.Object(
  {
    id: Type.String(),
    from_id: Type.String(),
    from_name: Type.String(),
    text: Type.String(),
    attachment: Type.Union([ChatAttachmentSchema, Type.Null()]),
    at: Type.String(),
  },
  { additionalProperties: false },
);
export type WireChatMessage = Static<typeof ChatMessageSchema>;

/** A member as the signal hub knows them (presence, welcome). */
/** 'recorder': the broadcast's composite page (issue 12), in the room's media but never listed or counted. */
export const MemberRoleSchema = Type.Union([
  Type.Literal('host'),
  Type.Literal('speaker'),
  Type.Literal('participant'),
  Type.Literal('recorder'),
]);
export type MemberRoleName = Static<typeof MemberRoleSchema>;
export const MemberSchema = Type.Object(
  {
    member_id: MemberIdSchema,
    display_name: Type.String(),
    role: MemberRoleSchema,
    account_id: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type WireMember = Static<typeof MemberSchema>;
