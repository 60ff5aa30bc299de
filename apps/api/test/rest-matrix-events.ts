import { WRONG_ID, type RestRow } from './rest-matrix-types';

/** Events and the call centre (rows of rest-authorization-matrix.ts, in walk order). */
export const EVENT_ROWS: Record<string, RestRow> = {
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
};
