import { Type, type Static } from 'typebox';
import { Nullable, RequiredText, Text } from './fields';

/**
 * QR call centre over REST (spec §1, §4, §7): the spec's QR endpoints under the `qr-call` product,
 * the host's line settings and the agent's answer. Its sockets are in ../call-centre.ts.
 */

const LineAlias = RequiredText(64);
export const QR_CALL_STATES = ['ringing', 'accepted', 'cancelled', 'busy'] as const;
export const QrCallStateSchema = Type.Enum(QR_CALL_STATES);
export type QrCallState = Static<typeof QrCallStateSchema>;
export const QR_LINE_STATUSES = ['open', 'expired'] as const;
const QrLineStatus = Type.Enum(QR_LINE_STATUSES);

/** A visitor's call; `call_token` only in the answer that places it (it authorises the visitor's later calls). */
export const QrCall = Type.Object({
  call_id: Type.String(),
  alias: Type.String(),
  state: QrCallStateSchema,
  agent_name: Nullable(Type.String()),
  /** The one-off room both meet in, once accepted. */
  room_alias: Nullable(Type.String()),
  cancelled_by: Nullable(Type.Enum(['visitor', 'line'])),
  call_token: Type.Optional(Type.String()),
});
export type QrCall = Static<typeof QrCall>;

/** A line as its visitors see it. */
export const QrLineShortDetail = Type.Object({
  alias: Type.String(),
  topic: Type.String(),
  expires_at: Nullable(Type.String()),
  host: Type.Object({ display_name: Type.String() }),
  agents_available: Type.Number(),
});
export type QrLineShortDetail = Static<typeof QrLineShortDetail>;

export const QrLineAgent = Type.Object({
  email: Type.String(),
  display_name: Nullable(Type.String()),
  registered: Type.Boolean(),
  online: Type.Boolean(),
});
export type QrLineAgent = Static<typeof QrLineAgent>;

/** A line as its host manages it. */
export const QrLine = Type.Object({
  alias: Type.String(),
  topic: Type.String(),
  expires_at: Nullable(Type.String()),
  status: QrLineStatus,
  qr_url: Type.String(),
  agent_url: Type.String(),
  agents: Type.Array(QrLineAgent),
});
export type QrLine = Static<typeof QrLine>;

/** A line the signed-in account answers calls for. */
export const QrAgentLine = Type.Object({
  alias: Type.String(),
  topic: Type.String(),
  status: QrLineStatus,
  agent_url: Type.String(),
  host: Type.Object({ display_name: Type.String() }),
});
export type QrAgentLine = Static<typeof QrAgentLine>;
export const QrAgentLines = Type.Object({ items: Type.Array(QrAgentLine) });
export type QrAgentLines = Static<typeof QrAgentLines>;

export const QrLineAliasQuery = Type.Object({ alias: LineAlias }, { additionalProperties: false });
export type QrLineAliasQuery = Static<typeof QrLineAliasQuery>;
/** The visitor's call: `user_identity` is the call id, `authorize_data` its token (`join_type` visitor). */
export const QrCallDetailQuery = Type.Object(
  {
    alias: LineAlias,
    authorize_data: Type.Optional(Text(128)),
    join_type: Type.Optional(Text(32)),
    user_identity: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
);
export type QrCallDetailQuery = Static<typeof QrCallDetailQuery>;
export const QrPlaceCallBody = Type.Object(
  { alias: LineAlias, display_name: Text(100), passcode: Type.Optional(Text(64)) },
  { additionalProperties: false },
);
export type QrPlaceCallBody = Static<typeof QrPlaceCallBody>;
export const QrCancelCallBody = Type.Object({ call_id: RequiredText(64), call_token: RequiredText(128) }, { additionalProperties: false });
export type QrCancelCallBody = Static<typeof QrCancelCallBody>;
export const QrAnswerCallBody = Type.Object({ call_id: RequiredText(64), accept: Type.Boolean() }, { additionalProperties: false });
export type QrAnswerCallBody = Static<typeof QrAnswerCallBody>;
/** Turns an event into a line, or changes its agents (e-mails) and expiry (null: never). */
export const QrLineBody = Type.Object(
  {
    alias: LineAlias,
    agents: Type.Array(Text(254), { maxItems: 200 }),
    expires_at: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  },
  { additionalProperties: false },
);
export type QrLineBody = Static<typeof QrLineBody>;
export const QrLineDeleteBody = Type.Object({ alias: LineAlias }, { additionalProperties: false });
export type QrLineDeleteBody = Static<typeof QrLineDeleteBody>;

/** Query strings of the live sockets (`?token=`, `?call_id=&call_token=`, `?room=`). */
export const QrAgentSocketQuery = Type.Object({ token: Type.Optional(Text(512)) }, { additionalProperties: false });
export const QrVisitorSocketQuery = Type.Object(
  { call_id: Type.Optional(Text(64)), call_token: Type.Optional(Text(128)) },
  { additionalProperties: false },
);
export const WhiteboardSocketQuery = Type.Object({ room: Type.Optional(Text(64)) }, { additionalProperties: false });
