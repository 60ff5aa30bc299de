import { WRONG_ID, NO_SUCH_ID, type RestRow } from './rest-matrix-types';

/** The room, call config, boards, notifications, broadcasting and the development helpers (rows of rest-authorization-matrix.ts, in walk order). */
export const ROOM_ROWS: Record<string, RestRow> = {
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
};
