import { Type, type Static } from 'typebox';
import { EVENT_MODES } from '../enums';
import { Nullable, RequiredText, Text } from './fields';
import { EVENT_DESCRIPTION_MAX, EVENT_PASSCODE_MAX, EVENT_TOPIC_MAX, SPEAKER_NAME_MAX } from '../rules/limits';

/** Conference (QR code) service calls of spec §7: the join page's reads and the host's events. */

export const CALL_TYPES = ['instant', 'scheduled'] as const;
export const CallTypeSchema = Type.Enum(CALL_TYPES);
export type CallType = Static<typeof CallTypeSchema>;
const EventModeField = Type.Enum(EVENT_MODES);

/** A speaker of an event; only its host sees the e-mail, the speaker's alias and link. */
export const ConferenceSpeaker = Type.Object({
  alias: Type.Optional(Type.String()),
  name: Type.String(),
  email: Type.Optional(Type.String()),
  speaker_link: Type.Optional(Type.String()),
});
export type ConferenceSpeaker = Static<typeof ConferenceSpeaker>;

/** An event as the conference service describes it; the passcode goes to its host only. */
/** An event's room as the server knows it: `live` while someone is in it; `ended` once nobody is and its end is past (End for all ends it now). */
const RoomState = {
  live: Type.Boolean(),
  ended: Type.Boolean(),
};

export const ConferenceEvent = Type.Object({
  id: Type.String(),
  alias: Type.String(),
  topic: Type.String(),
  description: Nullable(Type.String()),
  passcode: Type.Optional(Nullable(Type.String({ description: 'Only sent to the host' }))),
  has_passcode: Type.Boolean(),
  start_time: Type.String(),
  end_time: Type.String(),
  mode: EventModeField,
  call_type: CallTypeSchema,
  invite_link: Type.String(),
  speakers: Type.Array(ConferenceSpeaker),
  host: Type.Object({ id: Type.String(), display_name: Type.String() }),
  is_host: Type.Boolean(),
  ...RoomState,
});
export type ConferenceEvent = Static<typeof ConferenceEvent>;

/** The join page's facts of an event; `speaker` names the guest of a valid speaker link. */
export const ConferenceShortDetail = Type.Object({
  alias: Type.String(),
  topic: Type.String(),
  has_passcode: Type.Boolean(),
  mode: EventModeField,
  call_type: CallTypeSchema,
  start_time: Type.String(),
  end_time: Type.String(),
  host: Type.Object({ display_name: Type.String() }),
  speaker: Type.Optional(Type.Object({ name: Type.String() })),
  ...RoomState,
});
export type ConferenceShortDetail = Static<typeof ConferenceShortDetail>;

const SpeakerInput = Type.Object({ name: Text(SPEAKER_NAME_MAX), email: Text(254) }, { additionalProperties: false });
const eventFields = {
  topic: Text(EVENT_TOPIC_MAX),
  description: Type.Optional(Nullable(Type.String({ maxLength: EVENT_DESCRIPTION_MAX }))),
  passcode: Type.Optional(Nullable(Type.String({ maxLength: EVENT_PASSCODE_MAX }))),
  start_time: Type.Optional(RequiredText(64)),
  end_time: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  duration_minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 10080 })),
  mode: Type.Optional(EventModeField),
  call_type: Type.Optional(CallTypeSchema),
  speakers: Type.Optional(Type.Array(SpeakerInput, { maxItems: 50 })),
};

/** `POST /api/account/qrcode/create`: an instant call starts now; the end defaults from the duration. */
export const ConferenceCreateBody = Type.Object(eventFields, { additionalProperties: false });
export type ConferenceCreateBody = Static<typeof ConferenceCreateBody>;
/** `POST /api/account/qrcode/update`: the fields sent change. */
export const ConferenceUpdateBody = Type.Object(
  { id: RequiredText(16), ...eventFields, topic: Type.Optional(Text(EVENT_TOPIC_MAX)) },
  { additionalProperties: false },
);
export type ConferenceUpdateBody = Static<typeof ConferenceUpdateBody>;
export const ConferenceDeleteBody = Type.Object({ id: RequiredText(16) }, { additionalProperties: false });
export type ConferenceDeleteBody = Static<typeof ConferenceDeleteBody>;

/** `POST /api/account/qrcode/list/conference`: spec §3 sends action, from_hex_id, limit (0: the default page); null is no filter. */
export const ConferenceListBody = Nullable(
  Type.Object(
    {
      action: Type.Optional(Text(32)),
      from_hex_id: Type.Optional(Text(16)),
      limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
      search: Type.Optional(Text(200)),
    },
    { additionalProperties: false },
  ),
);
export type ConferenceListBody = Static<typeof ConferenceListBody>;
export const ConferenceList = Type.Object({ items: Type.Array(ConferenceEvent), next_from_hex_id: Nullable(Type.String()) });
export type ConferenceList = Static<typeof ConferenceList>;

const EventAlias = RequiredText(64);
/** `{product}` of `/api/{product}/qrcode/...`: which product's join page asks. */
export const ConferenceProductParams = Type.Object({ product: RequiredText(32) }, { additionalProperties: false });
export const ConferenceAliasQuery = Type.Object({ alias: EventAlias }, { additionalProperties: false });
export type ConferenceAliasQuery = Static<typeof ConferenceAliasQuery>;
/** `speaker`: the key of a speaker link. */
export const ConferenceShortDetailQuery = Type.Object(
  { alias: EventAlias, speaker: Type.Optional(Text(64)) },
  { additionalProperties: false },
);
export type ConferenceShortDetailQuery = Static<typeof ConferenceShortDetailQuery>;
export const ConferenceDetailQuery = Type.Object(
  {
    alias: EventAlias,
    // A call token; longer text, percent-encoded, could pass the server's 16 KB request-line limit (431).
    authorize_data: Type.Optional(Text(512)),
    join_type: Type.Optional(Text(64)),
    user_identity: Type.Optional(Text(256)),
  },
  { additionalProperties: false },
);
export type ConferenceDetailQuery = Static<typeof ConferenceDetailQuery>;

/** `POST /api/{product}/qrcode/verify-call`: the passcode check before joining (the host needs none). */
export const VerifyCallBody = Type.Object(
  { alias: EventAlias, passcode: Type.Optional(Text(64)), display_name: Type.Optional(Text(100)) },
  { additionalProperties: false },
);
export type VerifyCallBody = Static<typeof VerifyCallBody>;
export const VerifyCallAnswer = Type.Object({
  ok: Type.Literal(true),
  alias: Type.String(),
  mode: EventModeField,
  is_host: Type.Boolean(),
});
export type VerifyCallAnswer = Static<typeof VerifyCallAnswer>;

/** A link to hand out (host entry link, speaker link). */
export const UrlAnswer = Type.Object({ url: Type.String() });
export type UrlAnswer = Static<typeof UrlAnswer>;
