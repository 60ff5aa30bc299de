import { Type, type Static } from 'typebox';
import { RequiredText } from './fields';

/** Broadcast over HTTP (issue 12): what the server can do, and the composite page's worker ticket exchange. */

/**
 * `GET /broadcast/capability`: whether recording and livestreaming can run here. What the server
 * lacks and how to install it is the operator's business: the server's log says it, not this answer.
 */
export const BroadcastCapability = Type.Object({
  available: Type.Boolean(),
  max_workers: Type.Number(),
  active_workers: Type.Number(),
});
export type BroadcastCapability = Static<typeof BroadcastCapability>;

/** `POST /broadcast/worker/join`: the composite page's single-use worker ticket... */
export const BroadcastWorkerJoinBody = Type.Object({ ticket: RequiredText(64) }, { additionalProperties: false });
export type BroadcastWorkerJoinBody = Static<typeof BroadcastWorkerJoinBody>;
/** ...traded for the recorder's room ticket and the token its media socket presents. */
export const BroadcastWorkerJoin = Type.Object({
  room_ticket: Type.String(),
  member_id: Type.String(),
  ingest_token: Type.String(),
  alias: Type.String(),
  /** With LiveKit configured: the media server and a hidden, subscribe-only token, so the worker records the LiveKit room. */
  livekit: Type.Optional(Type.Object({ url: Type.String(), token: Type.String() })),
});
export type BroadcastWorkerJoin = Static<typeof BroadcastWorkerJoin>;

/** `GET /broadcast/worker/socket?token=`: the worker's media socket (the token is checked before the upgrade). */
export const BroadcastWorkerSocketQuery = Type.Object({ token: Type.Optional(Type.String()) });
/** `GET /broadcast/hls/{alias}/{file}`: an unknown alias or file name is a 404, checked by the route. */
export const BroadcastHlsParams = Type.Object({ alias: Type.String(), file: Type.String() });
/**
 * `GET /broadcast/hls/{alias}/{file}?viewer=&expires=&sig=&md5=`: the viewer grant the room gave an
 * admitted member (room command `hls.grant`); without a valid one for this room, 403.
 */
export const BroadcastHlsQuery = Type.Object({
  viewer: Type.Optional(Type.String({ maxLength: 64 })),
  expires: Type.Optional(Type.String({ maxLength: 12 })),
  sig: Type.Optional(Type.String({ maxLength: 64 })),
  md5: Type.Optional(Type.String({ maxLength: 32 })),
});
