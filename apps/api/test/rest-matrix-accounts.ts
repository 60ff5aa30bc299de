import { WRONG_ID, NO_SUCH_ID, type RestRow } from './rest-matrix-types';

/** The documentation, the site, accounts, files and gifts (rows of rest-authorization-matrix.ts, in walk order). */
export const ACCOUNT_ROWS: Record<string, RestRow> = {
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
};
