import type { Actor } from './authorization-matrix';

/**
 * Who may call each REST route (issue 26), as data, beside the room-command matrix
 * (authorization-matrix.ts, same actors): rest-authorization-matrix.test.ts calls every route the
 * service answers as each actor and checks the status against this table, and fails for a route
 * that has no row.
 *
 * Actors: `anonymous` (no token), `another` (signed in, not in the room), `participant` (signed in,
 * admitted to the host's room), `moderator` (signed in, the room's co-host) and `host` (owns the event).
 *
 * Levels and the status each actor gets:
 * - `public`: the same answer for everyone (`ok`), a token changes nothing that matters here;
 * - `account`: a signed-in account, on its own things: anonymous 401, everyone else `ok`;
 * - `host`: the event's owner: anonymous 401, other accounts `refused` (403 unless said), the host `ok`;
 * - `member`: admitted to the room (its member id and resume token prove it): the room's people `ok`,
 *   anonymous and another account `refused`;
 * - `nobody`: none of these actors (the broadcast worker's ticket, a viewer grant): `refused` for all.
 * `only` overrides an actor's status where the route answers it differently on purpose (the reason is
 * in the row's comment). Rows run in this order; those that end something (a deletion, a logout) come last.
 */
export type RestActor = 'anonymous' | Actor;
export type RestLevel = 'public' | 'account' | 'host' | 'member' | 'nobody';

export interface RestEnv {
  /** The host's meeting: participant, moderator and host are in its room. */
  alias: string;
  eventId: string;
  /** Another event of the host's, deleted by the walk. */
  spareEventId: string;
  /** A speaker of the host's event, removed by the walk. */
  speakerAlias: string;
  /** The calling actor (some probes name their own address, so one actor's rate limit is not another's). */
  actor: RestActor;
  /** The calling actor: its token (not for anonymous), and its member id and resume token in the room (the room's people only). */
  self: { token?: string; memberId?: string; resumeToken?: string };
}

export interface RestProbe {
  query?: Record<string, string>;
  body?: unknown;
  url?: string;
  headers?: Record<string, string>;
}

export interface RestRow {
  level: RestLevel;
  /** What the walk sends; without it, a GET or DELETE sends nothing and a POST `{}`. */
  probe?: (env: RestEnv) => RestProbe;
  /** The status of an allowed call with this probe (a 4xx when the probe is past the gate but not a valid request). */
  ok: number;
  refused?: number;
  only?: Partial<Record<RestActor, number>>;
  /** Only on this media path (a route the service mounts with LiveKit configured). */
  media?: MediaPath;
  /** What changes when LiveKit is configured. */
  onLiveKit?: Partial<Omit<RestRow, 'onLiveKit'>>;
}

/** The walk runs once on the mesh and once with LiveKit configured (no LiveKit server needed: REST only mints tokens). */
export type MediaPath = 'mesh' | 'livekit';

export const WRONG_ID = '00000000-0000-4000-8000-000000000000';
/** An id in the form numeric ids take, that names nothing. */
export const NO_SUCH_ID = '987654321';
