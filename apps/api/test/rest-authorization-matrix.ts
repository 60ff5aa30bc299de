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

const WRONG_ID = '00000000-0000-4000-8000-000000000000';
/** An id in the form numeric ids take, that names nothing. */
const NO_SUCH_ID = '987654321';

export const REST_MATRIX: Record<string, RestRow> = {
  // The documentation and the site.
  'GET /api/docs': { level: 'public', ok: 200 },
  'GET /api/docs/': { level: 'public', ok: 200 },
  'GET /api/docs/*': { level: 'public', ok: 404, probe: () => ({ url: '/api/docs/nothing-here' }) },
  'GET /api/docs/json': { level: 'public', ok: 200 },
  'GET /api/docs/yaml': { level: 'public', ok: 200 },
  'GET /api/docs/static/index.html': { level: 'public', ok: 200 },
  'GET /api/docs/static/swagger-initializer.js': { level: 'public', ok: 200 },
  // The suites serve no site: the answer is the same 404 for everyone.
  'GET /manifest.json': { level: 'public', ok: 404 },
  'GET *': { level: 'public', ok: 404, probe: () => ({ url: '/app' }) },

  // Accounts: signing in and up are public; the rest is the caller's own account.
  'POST /api/v1/user/session/new': {
    level: 'public',
    ok: 401,
    probe: () => ({ body: { username: 'nobody@example.com', password: 'wrong password 1' } }),
  },
  'POST /api/v1/user/signup': { level: 'public', ok: 400, probe: () => ({ body: { password: 'x', display_name: '' } }) },
  // The walk's accounts are confirmed already: the answer is their account.
  'POST /api/v1/user/confirm-email': { level: 'account', ok: 200, probe: () => ({ body: { code: '000000' } }) },
  'POST /api/v1/user/change-password': {
    level: 'account',
    ok: 400,
    probe: () => ({ body: { current_password: 'not the password 1', new_password: 'another password 2' } }),
  },
  'POST /api/v1/user/reset-password': {
    level: 'public',
    ok: 400,
    probe: () => ({ body: { username: 'nobody@example.com', code: '000000', new_password: 'another password 2' } }),
  },
  'POST /api/v1/user/resend-email': {
    level: 'public',
    ok: 200,
    probe: (env) => ({ body: { username: `nobody.${env.actor}@example.com` } }),
  },
  'GET /api/account/details': { level: 'account', ok: 200 },
  'POST /api/account/profile/update': { level: 'account', ok: 200, probe: () => ({ body: {} }) },
  // Public: a phone sign-up verifies and resends without an account; signed in, they are about the account's new number.
  'POST /api/account/phone/verify': { level: 'public', ok: 400, probe: () => ({ body: { phone_number: '+84900000000', code: '000000' } }) },
  'POST /api/account/phone/resend': {
    level: 'public',
    ok: 200,
    only: { anonymous: 400 },
    probe: (env) => ({
      body: { phone_number: `+8490000000${['anonymous', 'another', 'participant', 'moderator', 'host'].indexOf(env.actor)}` },
    }),
  },
  'POST /api/account/push/general': { level: 'account', ok: 200 },
  'POST /api/account/setting/conference/update': { level: 'account', ok: 200, probe: () => ({ body: { conference_mode: 'meeting' } }) },
  'GET /api/account/setting/customisation': { level: 'account', ok: 200 },
  'POST /api/account/setting/customisation/update': { level: 'account', ok: 200, probe: () => ({ body: {} }) },
  'GET /api/account/setting/customisation/public': { level: 'public', ok: 200, probe: (env) => ({ query: { alias: env.alias } }) },
  'POST /api/account/set-pwd': { level: 'account', ok: 400, probe: () => ({ body: { new_password: 'another password 2' } }) },
  'GET /api/account/sync': { level: 'account', ok: 200 },
  'POST /api/account/login/fb': { level: 'public', ok: 503, probe: () => ({ body: { access_token: 'made-up' } }) },
  'POST /api/account/login/gg': { level: 'public', ok: 503, probe: () => ({ body: { id_token: 'made-up' } }) },
  'POST /api/account/linked/link': { level: 'account', ok: 503, probe: () => ({ body: { provider: 'google', token: 'made-up' } }) },
  'POST /api/account/linked/unlink': { level: 'account', ok: 200, probe: () => ({ body: { provider: 'google' } }) },
  'POST /api/account/forgot-pwd/reset': { level: 'public', ok: 200, probe: () => ({ body: { username: 'nobody@example.com' } }) },
  'POST /api/account/general-info': { level: 'public', ok: 200 },
  'GET /api/account/wallet/list': { level: 'account', ok: 200 },
  'GET /api/account/api-key/list': { level: 'account', ok: 200 },
  'POST /api/account/api-key/create': { level: 'account', ok: 200, probe: () => ({ body: { name: 'matrix' } }) },
  'POST /api/account/api-key/revoke': { level: 'account', ok: 404, probe: () => ({ body: { id: NO_SUCH_ID } }) },
  'GET /api/account/stream-target/list': { level: 'account', ok: 200 },
  'POST /api/account/stream-target/create': {
    level: 'account',
    ok: 200,
    probe: () => ({ body: { name: 'Matrix', server_url: 'rtmp://127.0.0.1/live', stream_key: 'live_matrix_0123456789' } }),
  },
  'POST /api/account/stream-target/update': { level: 'account', ok: 404, probe: () => ({ body: { id: NO_SUCH_ID, name: 'Other' } }) },
  'POST /api/account/stream-target/delete': { level: 'account', ok: 404, probe: () => ({ body: { id: NO_SUCH_ID } }) },
  'GET /api/account/recording/list': { level: 'account', ok: 200 },
  'POST /api/account/recording/create': { level: 'account', ok: 404, probe: () => ({ body: { file_id: WRONG_ID, title: 'Matrix' } }) },
  'POST /api/account/recording/delete': { level: 'account', ok: 404, probe: () => ({ body: { id: NO_SUCH_ID } }) },
  'POST /apiv1/enterprise/status/update': { level: 'account', ok: 200, probe: () => ({ body: { status: 'online' } }) },
  'POST /apiv1/enterprise/login-tts': { level: 'account', ok: 200 },
  'GET /api/v1/pump-fun/coin/:address': { level: 'public', ok: 400, probe: () => ({ url: '/api/v1/pump-fun/coin/not-an-address' }) },
  'GET /api/health': { level: 'public', ok: 200 },

  // Files and gifts.
  // Past the gate, a request without a file.
  'POST /api/storage/upload-file': { level: 'account', ok: 400 },
  'GET /api/storage/files/:id': { level: 'public', ok: 404, probe: () => ({ url: `/api/storage/files/${WRONG_ID}` }) },
  'GET /api/gift/catalogue': { level: 'public', ok: 200 },
  'GET /api/gift/recipient': { level: 'public', ok: 404, probe: () => ({ query: { to: 'nobody-here' } }) },
  'GET /api/gift/received': { level: 'account', ok: 200 },
  'GET /api/gift/transfers': { level: 'account', ok: 200, probe: () => ({ query: { ids: WRONG_ID } }) },
  'POST /api/gift/send': { level: 'account', ok: 400, probe: () => ({ body: { idempotency_key: 'matrix-probe-key' } }) },

  // Events: the host's own; their public detail.
  'POST /conference/api/account/qrcode/create': {
    level: 'account',
    ok: 200,
    probe: () => ({ body: { topic: 'Matrix probe', call_type: 'instant' } }),
  },
  'POST /conference/api/account/qrcode/update': {
    level: 'host',
    ok: 200,
    probe: (env) => ({ body: { id: env.eventId, topic: 'Matrix meeting' } }),
  },
  'POST /conference/api/account/qrcode/list/conference': { level: 'account', ok: 200 },
  'GET /conference/api/account/qrcode/host/url': { level: 'host', ok: 200, probe: (env) => ({ query: { alias: env.alias } }) },
  'GET /conference/api/:product/qrcode/short-detail': {
    level: 'public',
    ok: 200,
    probe: (env) => ({ url: '/conference/api/meet/qrcode/short-detail', query: { alias: env.alias } }),
  },
  'GET /conference/api/:product/qrcode/detail': {
    level: 'public',
    ok: 200,
    probe: (env) => ({ url: '/conference/api/meet/qrcode/detail', query: { alias: env.alias } }),
  },
  'POST /conference/api/:product/qrcode/verify-call': {
    level: 'public',
    ok: 200,
    probe: (env) => ({ url: '/conference/api/meet/qrcode/verify-call', body: { alias: env.alias } }),
  },
  'GET /conference/participant/url': { level: 'host', ok: 200, probe: (env) => ({ query: { alias: env.alias } }) },
  'GET /conference/participant/list': { level: 'host', ok: 200, probe: (env) => ({ query: { alias: env.alias } }) },
  'POST /conference/participant/add': {
    level: 'host',
    ok: 200,
    probe: (env) => ({ body: { alias: env.alias, name: 'Matrix Speaker', email: 'matrix.speaker@example.com' } }),
  },

  // The call centre: lines belong to the event's host; the visitor's side is public.
  // The host's meeting is no line yet: the host alone is told so, the others are refused first.
  'GET /api/account/qr-call/line': { level: 'host', ok: 404, probe: (env) => ({ query: { alias: env.alias } }) },
  'POST /api/account/qr-call/line': {
    level: 'host',
    ok: 200,
    probe: (env) => ({ body: { alias: env.alias, agents: ['matrix.agent@example.com'] } }),
  },
  'GET /api/account/qr-call/agent/lines': { level: 'account', ok: 200 },
  // The row above made the host's meeting a line (no agent is online): the visitor's side answers anyone alike.
  'GET /conference/api/qr-call/qrcode/short-detail': { level: 'public', ok: 200, probe: (env) => ({ query: { alias: env.alias } }) },
  'GET /conference/api/qr-call/qrcode/detail': {
    level: 'public',
    ok: 404,
    probe: (env) => ({ query: { alias: 'no-such-line', user_identity: env.actor, authorize_data: 'made-up' } }),
  },
  'POST /conference/api/qr-call/qrcode/verify-call': {
    level: 'public',
    ok: 409,
    probe: (env) => ({ body: { alias: env.alias, display_name: 'Visitor' } }),
  },
  'POST /conference/api/qr-call/qrcode/cancel': {
    level: 'public',
    ok: 404,
    probe: () => ({ body: { call_id: WRONG_ID, call_token: 'made-up' } }),
  },
  'POST /conference/api/qr-call/qrcode/answer': {
    level: 'account',
    ok: 404,
    probe: () => ({ body: { call_id: WRONG_ID, accept: false } }),
  },

  // The room: joining is public; what needs a seat is proved by the member id and resume token.
  'POST /signal/member/v1/auth': { level: 'public', ok: 404, probe: () => ({ body: { alias: 'no-such-room', display_name: 'Matrix' } }) },
  'POST /signal/member/v1/find-domain': { level: 'public', ok: 404, probe: () => ({ body: { domain: 'no-such-domain.example' } }) },
  'POST /signal/member/v1/resume': {
    level: 'member',
    ok: 200,
    refused: 404,
    probe: (env) => ({ body: { member_id: env.self.memberId ?? WRONG_ID, resume_token: env.self.resumeToken ?? 'made-up' } }),
  },
  // Past the gate, a request that is not multipart.
  'POST /signal/member/v1/upload': {
    level: 'member',
    ok: 400,
    refused: 401,
    probe: (env) => ({ headers: { 'x-member-id': env.self.memberId ?? WRONG_ID, 'x-resume-token': env.self.resumeToken ?? 'made-up' } }),
  },
  'POST /signal/1-1/send': { level: 'account', ok: 404, probe: () => ({ body: { to: WRONG_ID, payload: { t: 'probe' } } }) },
  // On the mesh the call config is the ICE servers, the same for anyone; a LiveKit token needs the seat.
  'POST /call-config/config': {
    level: 'public',
    ok: 200,
    onLiveKit: { level: 'member', refused: 403 },
    probe: (env) => ({ body: { alias: env.alias, participant_id: env.self.memberId, resume_token: env.self.resumeToken } }),
  },
  // Signed by the LiveKit server with the API key: none of these actors can.
  'POST /call-config/livekit/webhook': {
    level: 'nobody',
    ok: 0,
    refused: 401,
    media: 'livekit',
    probe: () => ({ body: { event: 'participant_joined' } }),
  },
  'GET /signal/socket/member/v1': { level: 'nobody', ok: 0, refused: 401 },
  'GET /signal/socket/qr-call/agent': { level: 'nobody', ok: 0, refused: 401 },
  'GET /signal/socket/qr-call/visitor': { level: 'nobody', ok: 0, refused: 404 },
  // A board is open to whoever has its link (the room's chat carries it): without a room id, nothing.
  'GET /signal/socket/whiteboard': { level: 'nobody', ok: 0, refused: 400 },

  // Notifications, the logger, GraphQL.
  'GET /notification/message/get': { level: 'account', ok: 200 },
  'POST /notification/message/update-read-status': { level: 'account', ok: 200, probe: () => ({ body: { ids: [NO_SUCH_ID] } }) },
  'GET /notification/message/count': { level: 'account', ok: 200 },
  'POST /notification/message/delete': { level: 'account', ok: 200, probe: () => ({ body: { ids: [NO_SUCH_ID] } }) },
  'POST /logger/v1/log': { level: 'public', ok: 200, probe: () => ({ body: { level: 'info', message: 'matrix' } }) },
  'POST /graphql/v1': { level: 'account', ok: 200, probe: () => ({ body: { query: '{ me { id } }' } }) },

  // Broadcasting: the worker's own routes and the audience's HLS need what none of these actors holds.
  'GET /broadcast/capability': { level: 'public', ok: 200 },
  'POST /broadcast/worker/join': { level: 'nobody', ok: 0, refused: 401, probe: () => ({ body: { ticket: 'made-up' } }) },
  'GET /broadcast/worker/socket': { level: 'nobody', ok: 0, refused: 401 },
  'GET /broadcast/hls/:alias/:file': {
    level: 'nobody',
    ok: 0,
    refused: 403,
    probe: (env) => ({ url: `/broadcast/hls/${env.alias}/index.m3u8` }),
  },

  // Development helpers (never mounted in production).
  'GET /__dev/outbox': { level: 'public', ok: 200, probe: () => ({ query: { to: 'nobody@example.com' } }) },
  'POST /__dev/wallet/topup': { level: 'account', ok: 200, probe: () => ({ body: { amount: 1 } }) },
  'POST /__dev/wallet/debit': { level: 'account', ok: 200, probe: () => ({ body: { amount: 1 } }) },
  'POST /__dev/notify': { level: 'public', ok: 404, probe: () => ({ body: { title: 'Matrix', username: 'nobody@example.com' } }) },

  // Last: what ends something.
  'POST /conference/participant/remove': {
    level: 'host',
    ok: 200,
    probe: (env) => ({ body: { alias: env.alias, speaker_alias: env.speakerAlias } }),
  },
  'DELETE /api/account/qr-call/line': { level: 'host', ok: 200, probe: (env) => ({ body: { alias: env.alias } }) },
  'DELETE /conference/api/account/qrcode/delete': { level: 'host', ok: 200, probe: (env) => ({ body: { id: env.spareEventId } }) },
  'DELETE /api/v1/user/session': { level: 'account', ok: 200 },
};

/** The table's rows for a media path: the routes the service mounts there, with that path's changes. */
export function restMatrixFor(media: MediaPath): Array<[string, RestRow]> {
  return Object.entries(REST_MATRIX)
    .filter(([, row]) => !row.media || row.media === media)
    .map(([route, row]) => [route, media === 'livekit' && row.onLiveKit ? { ...row, ...row.onLiveKit } : row]);
}

/** The status the table promises `actor` for a row. */
export function expectedStatus(row: RestRow, actor: RestActor): number {
  const stated = row.only?.[actor];
  if (stated !== undefined) return stated;
  switch (row.level) {
    case 'public':
      return row.ok;
    case 'account':
      return actor === 'anonymous' ? 401 : row.ok;
    case 'host':
      return actor === 'anonymous' ? 401 : actor === 'host' ? row.ok : (row.refused ?? 403);
    case 'member':
      return actor === 'anonymous' || actor === 'another' ? (row.refused ?? 403) : row.ok;
    case 'nobody':
      return row.refused ?? 403;
  }
}
