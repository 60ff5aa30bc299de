import { Type, type Static } from 'typebox';
import { MemberRoleSchema } from '../room/participant';
import { DOMAIN_MAX } from '../rules/limits';

/** `POST /signal/member/v1/auth` (spec §7): join a room by its alias, with the passcode, host key or speaker link. */
export const SignalAuthBody = Type.Object(
  {
    alias: Type.String({ minLength: 1, maxLength: 64 }),
    display_name: Type.String({ maxLength: 100 }),
    passcode: Type.Optional(Type.String({ maxLength: 64 })),
    host_key: Type.Optional(Type.String({ maxLength: 64 })),
    speaker: Type.Optional(Type.String({ maxLength: 64 })),
    device_id: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type SignalAuthBody = Static<typeof SignalAuthBody>;

/** A short-lived socket ticket for the admitted member, their id and role in the room. */
export const SignalAuth = Type.Object({
  ticket: Type.String(),
  member_id: Type.String(),
  role: MemberRoleSchema,
  alias: Type.String(),
  expires_in: Type.Number(),
  /** The call's media path (LiveKit when configured): the page starts loading its client while the room takes the member in. */
  media: Type.Optional(Type.Union([Type.Literal('mesh'), Type.Literal('livekit')])),
});
export type SignalAuth = Static<typeof SignalAuth>;

/** `POST /signal/1-1/send`: a payload for one member's socket. */
export const OneToOneBody = Type.Object(
  { to: Type.String({ minLength: 1, maxLength: 64 }), payload: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);
export type OneToOneBody = Static<typeof OneToOneBody>;

/** `POST /signal/member/v1/find-domain`: a sign-in domain or an e-mail address. */
export const FindDomainBody = Type.Object({ domain: Type.String({ maxLength: DOMAIN_MAX }) }, { additionalProperties: false });
export type FindDomainBody = Static<typeof FindDomainBody>;

/** The organisation behind a sign-in domain. */
export const Organisation = Type.Object({ domain: Type.String(), name: Type.String(), login_url: Type.String() });
export type Organisation = Static<typeof Organisation>;

/** `GET /signal/socket/member/v1` query: a ticket from member auth, or an account token for account events only. */
export const RoomSocketQuery = Type.Object(
  { ticket: Type.Optional(Type.String({ maxLength: 128 })), token: Type.Optional(Type.String({ maxLength: 512 })) },
  { additionalProperties: false },
);
export type RoomSocketQuery = Static<typeof RoomSocketQuery>;
