import type { RecordingCreateBody, RecordingListQuery } from '@platform/contracts';
import { rm } from 'node:fs/promises';
import type { Database } from '../../db/database';
import { errors } from '../../errors';
import { parseId } from '../api-keys/service';
import type { FileService } from '../files/service';

export const DEFAULT_RECORDING_PAGE = 20;

interface RecordingRow {
  id: number;
  title: string;
  event_alias: string | null;
  duration_seconds: number;
  file_id: string;
  size: number;
  mime: string;
  created_at: Date;
}

const SELECT = `SELECT r.id, r.title, r.event_alias, r.duration_seconds, r.file_id, f.size, f.mime, r.created_at
  FROM recordings r JOIN files f ON f.id = r.file_id`;

/** Recordings of an account's calls: a stored video file plus its title and event (listed, played, downloaded, deleted). */
export class RecordingService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
  ) {}

  private json(row: RecordingRow, baseUrl: string) {
    return {
      id: String(row.id),
      title: row.title,
      event_alias: row.event_alias,
      duration_seconds: row.duration_seconds,
      size: Number(row.size),
      mime: row.mime,
      url: `${baseUrl}/api/storage/files/${row.file_id}`,
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  async page(accountId: number, query: RecordingListQuery, baseUrl: string) {
    const limit = !query.limit ? DEFAULT_RECORDING_PAGE : Math.min(query.limit, 100);
    const beforeId = query.from_id ? parseId(query.from_id, 'from_id') : null;
    const rows = await this.db.query<RecordingRow>(
      `${SELECT} WHERE r.account_id = $1 AND ($2::bigint IS NULL OR r.id < $2::bigint) ORDER BY r.id DESC LIMIT $3`,
      [accountId, beforeId, limit],
    );
    return {
      items: rows.map((row) => this.json(row, baseUrl)),
      next_from_id: rows.length === limit ? String(rows[rows.length - 1].id) : null,
    };
  }

  /** Registers an uploaded video (kind video) of this account as a recording. */
  async create(accountId: number, input: RecordingCreateBody, baseUrl: string) {
    const title = input.title.trim();
    if (!title) throw errors.fieldRequired('title');
    const owned = await this.db.query<{ mime: string }>('SELECT mime FROM files WHERE id = $1 AND account_id = $2', [
      input.file_id,
      accountId,
    ]);
    if (!owned[0]) throw errors.notFound('File');
    if (!owned[0].mime.startsWith('video/')) throw errors.fileTypeInvalid();
    const rows = await this.db.query<{ id: number }>(
      'INSERT INTO recordings (account_id, file_id, title, event_alias, duration_seconds) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [accountId, input.file_id, title, input.event_alias?.trim() || null, input.duration_seconds ?? 0],
    );
    const created = await this.db.query<RecordingRow>(`${SELECT} WHERE r.id = $1`, [rows[0].id]);
    return this.json(created[0], baseUrl);
  }

  /**
   * Keeps a call recording the broadcast worker finished (MP4 with faststart) as the host's, with
   * the event it belongs to and its real duration (ffprobe). Written to the database, so it
   * survives a restart of the service.
   */
  async saveBroadcast(accountId: number, file: { mp4Path: string; durationSeconds: number }, eventTitle: string, alias: string) {
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const title = `${eventTitle || alias} (${when} UTC)`.slice(0, 200);
    const stored = await this.files.adopt(accountId, 'video', file.mp4Path, 'video/mp4', `${alias}.mp4`);
    const rows = await this.db.query<{ id: number }>(
      'INSERT INTO recordings (account_id, file_id, title, event_alias, duration_seconds) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [accountId, stored.id, title, alias, Math.round(file.durationSeconds)],
    );
    return { id: String(rows[0].id) };
  }

  /** Deletes the recording and its stored file. */
  async delete(accountId: number, rawId: unknown) {
    const rows = await this.db.query<{ file_id: string }>('DELETE FROM recordings WHERE account_id = $1 AND id = $2 RETURNING file_id', [
      accountId,
      parseId(rawId),
    ]);
    if (!rows[0]) throw errors.notFound('Recording');
    const file = await this.files.find(rows[0].file_id);
    await this.db.query('DELETE FROM files WHERE id = $1', [rows[0].file_id]);
    if (file?.path) await rm(file.path, { force: true });
    return { ok: true as const };
  }
}
