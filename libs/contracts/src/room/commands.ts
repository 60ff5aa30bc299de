import { Type, type Static, type TSchema } from 'typebox';
import { BroadcastActionSchema, BROADCAST_TARGETS_MAX } from './broadcast';
import { InterpretationSchema } from './interpretation';
import { ReactionEmojiSchema } from './reactions';
import { ChatAttachmentSchema, CHAT_TEXT_MAX, MemberIdSchema } from './participant';

/**
 * What a client sends on the room socket (`/signal/socket/member/v1`), client -> server. The server
 * checks each message against its schema before the handler runs; a mismatch is `invalid_input`.
 * `ref` asks for an `ack` or `error` reply carrying the same ref.
 */
const Ref = Type.Optional(Type.Integer());
const command = <T extends string, P extends Record<string, TSchema>>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), ref: Ref, ...properties });

const Target = MemberIdSchema;
const RoleToggle = { to: Target, on: Type.Boolean() };
const MediaKind = Type.Union([Type.Literal('mic'), Type.Literal('camera')]);
export const AskKindSchema = Type.Union([Type.Literal('video'), Type.Literal('audio'), Type.Literal('mic')]);

export const ROOM_COMMAND_SCHEMAS = {
  ping: command('ping', {}),
  members: command('members', {}),
  'room.sync': command('room.sync', {}),
  /** Leaving on purpose (the leave button, or the page unloading): the place is given up at once. */
  'room.leave': command('room.leave', {}),
  'room.end': command('room.end', {}),
  'room.export': command('room.export', {}),
  'self.update': command('self.update', {
    mic_on: Type.Optional(Type.Boolean()),
    camera_on: Type.Optional(Type.Boolean()),
    has_mic: Type.Optional(Type.Boolean()),
  }),
  'hand.raise': command('hand.raise', {}),
  'hand.lower': command('hand.lower', { to: Type.Optional(Target) }),
  'chat.send': command('chat.send', {
    text: Type.String({ maxLength: CHAT_TEXT_MAX }),
    attachment: Type.Optional(Type.Union([ChatAttachmentSchema, Type.Null()])),
  }),
  /** WebRTC signalling relayed to one admitted member (`signal` is the mesh's older name for it). */
  'rtc.signal': command('rtc.signal', { to: Target, data: Type.Unknown() }),
  signal: command('signal', { to: Target, data: Type.Unknown() }),
  'waiting_room.set': command('waiting_room.set', { enabled: Type.Boolean() }),
  'lock.set': command('lock.set', { locked: Type.Boolean() }),
  /** `to: '*'` admits everyone waiting. */
  admit: command('admit', { to: Target }),
  deny: command('deny', { to: Target }),
  remove: command('remove', { to: Target }),
  block: command('block', { to: Target }),
  'cohost.offer': command('cohost.offer', { to: Target }),
  'cohost.respond': command('cohost.respond', { accept: Type.Boolean() }),
  'cohost.revoke': command('cohost.revoke', { to: Target }),
  'presenter.set': command('presenter.set', RoleToggle),
  /** Making someone interpreter needs their language pair (`languages`); sent again it changes the pair. */
  'interpreter.set': command('interpreter.set', { ...RoleToggle, languages: Type.Optional(InterpretationSchema) }),
  'backstage.set': command('backstage.set', RoleToggle),
  'pin.set': command('pin.set', RoleToggle),
  mute_all: command('mute_all', {
    view: Type.Optional(Type.Union([Type.Literal('center'), Type.Literal('pin'), Type.Literal('gallery')])),
  }),
  'cameras.stop': command('cameras.stop', {}),
  'media.stop': command('media.stop', { to: Target, kind: MediaKind }),
  'media.deny': command('media.deny', { to: Target, kind: MediaKind, denied: Type.Boolean() }),
  'media.ask': command('media.ask', { to: Target, kind: AskKindSchema }),
  /** The asked member's answer to the one who asked them (only about an outstanding ask). */
  'media.ask.reply': command('media.ask.reply', { to: Target, kind: AskKindSchema, accept: Type.Boolean() }),
  'mode.set': command('mode.set', { mode: Type.Union([Type.Literal('conference'), Type.Literal('meeting')]) }),
  /** Host and co-hosts record and go live (issue 12); `target_ids` are the host's saved stream targets. */
  'broadcast.command': command('broadcast.command', {
    action: BroadcastActionSchema,
    target_ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: BROADCAST_TARGETS_MAX })),
  }),
  /** Anyone admitted asks for the broadcast state (a late joiner's recording/live indicator). */
  'broadcast.sync': command('broadcast.sync', {}),
  /** Host and co-hosts list the host's saved stream targets (name and server; the key stays on the server). */
  'broadcast.targets': command('broadcast.targets', {}),
  /** Anyone admitted, the audience included, reacts with one of the room's emoji (issue 29). */
  'reaction.send': command('reaction.send', { emoji: ReactionEmojiSchema }),
  /** Anyone admitted asks for a fresh viewer grant to the room's HLS (issue 26); the player renews it at half its life. */
  'hls.grant': command('hls.grant', {}),
} as const;

export type RoomCommandType = keyof typeof ROOM_COMMAND_SCHEMAS;
export const ROOM_COMMAND_TYPES = Object.keys(ROOM_COMMAND_SCHEMAS) as RoomCommandType[];
export type RoomCommandOf<T extends RoomCommandType> = Static<(typeof ROOM_COMMAND_SCHEMAS)[T]>;

export const RoomCommandSchema = Type.Union(Object.values(ROOM_COMMAND_SCHEMAS));
/** Any command as the client writes it (without `ref`: the client adds it when it wants a reply). */
export type RoomCommand = { [T in RoomCommandType]: Omit<RoomCommandOf<T>, 'ref'> }[RoomCommandType];

export function isRoomCommandType(type: string): type is RoomCommandType {
  return Object.prototype.hasOwnProperty.call(ROOM_COMMAND_SCHEMAS, type);
}
