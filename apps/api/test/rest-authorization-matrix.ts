import { ACCOUNT_ROWS } from './rest-matrix-accounts';
import { EVENT_ROWS } from './rest-matrix-events';
import { ROOM_ROWS } from './rest-matrix-rooms';
import type { MediaPath, RestActor, RestRow } from './rest-matrix-types';

export type { MediaPath, RestActor, RestEnv, RestLevel, RestProbe, RestRow } from './rest-matrix-types';

/** Who may call each REST route, one row per route (what a row says: rest-matrix-types.ts), by area. */
export const REST_MATRIX: Record<string, RestRow> = {
  ...ACCOUNT_ROWS,
  ...EVENT_ROWS,
  ...ROOM_ROWS,

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
