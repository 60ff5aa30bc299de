import type { CallType, EventMode } from '@platform/contracts';
import type { Database, Queryable } from '../../db/database';

export interface EventRow {
  id: number;
  alias: string;
  host_id: number;
  host_key: string;
  host_display_name: string;
  topic: string;
  description: string | null;
  passcode: string | null;
  start_time: Date;
  end_time: Date;
  mode: EventMode;
  call_type: CallType;
}

export interface SpeakerRow {
  event_id: number;
  alias: string;
  name: string;
  email: string;
}

export interface EventFields {
  topic: string;
  description: string | null;
  passcode: string | null;
  start_time: Date;
  end_time: Date;
  mode: EventMode;
  call_type: CallType;
}

const EVENT_COLUMNS = `e.id, e.alias, e.host_id, e.host_key, a.display_name AS host_display_name, e.topic, e.description,
  e.passcode, e.start_time, e.end_time, e.mode, e.call_type`;

export class ConferenceRepository {
  constructor(private readonly db: Database) {}

  async byAlias(alias: string): Promise<EventRow | null> {
    const rows = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events e JOIN accounts a ON a.id = e.host_id WHERE e.alias = $1`,
      [alias],
    );
    return rows[0] ?? null;
  }

  async byId(id: number): Promise<EventRow | null> {
    const rows = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events e JOIN accounts a ON a.id = e.host_id WHERE e.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The host's events, newest first, before the cursor id; `when` filters on the end time. */
  listForHost(
    hostId: number,
    options: { beforeId: number | null; limit: number; search: string | null; when: 'upcoming' | 'past' | null },
  ) {
    const params: unknown[] = [hostId, options.beforeId, options.limit];
    let filter = '';
    if (options.search) {
      params.push(`%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      filter += ` AND e.topic ILIKE $${params.length}`;
    }
    if (options.when === 'upcoming') filter += ' AND e.end_time >= now()';
    if (options.when === 'past') filter += ' AND e.end_time < now()';
    return this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events e JOIN accounts a ON a.id = e.host_id
        WHERE e.host_id = $1 AND ($2::bigint IS NULL OR e.id < $2::bigint)${filter}
        ORDER BY e.id DESC LIMIT $3`,
      params,
      { cache: true }, // the list a host's pages poll; the clock-bound filters are never kept (read-cache.ts)
    );
  }

  /** Inserts; returns null when the alias is taken (the caller draws another). */
  async insert(hostId: number, alias: string, hostKey: string, fields: EventFields, db: Queryable = this.db): Promise<number | null> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO events (alias, host_id, host_key, topic, description, passcode, start_time, end_time, mode, call_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (alias) DO NOTHING RETURNING id`,
      [
        alias,
        hostId,
        hostKey,
        fields.topic,
        fields.description,
        fields.passcode,
        fields.start_time,
        fields.end_time,
        fields.mode,
        fields.call_type,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async update(id: number, fields: EventFields, db: Queryable = this.db) {
    await db.query(
      `UPDATE events SET topic = $2, description = $3, passcode = $4, start_time = $5, end_time = $6, mode = $7,
              call_type = $8, updated_at = now() WHERE id = $1`,
      [id, fields.topic, fields.description, fields.passcode, fields.start_time, fields.end_time, fields.mode, fields.call_type],
    );
  }

  async delete(id: number) {
    await this.db.query('DELETE FROM events WHERE id = $1', [id]);
  }

  speakersOf(eventIds: number[]): Promise<SpeakerRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db.query<SpeakerRow>(
      'SELECT event_id, alias, name, email FROM speakers WHERE event_id = ANY($1::bigint[]) ORDER BY id',
      [eventIds],
      { cache: true },
    );
  }

  async speakerByAlias(alias: string): Promise<SpeakerRow | null> {
    const rows = await this.db.query<SpeakerRow>('SELECT event_id, alias, name, email FROM speakers WHERE alias = $1', [alias]);
    return rows[0] ?? null;
  }

  /** Adds a speaker, or renames the one with that e-mail; returns the stored row. */
  async upsertSpeaker(eventId: number, alias: string, name: string, email: string, db: Queryable = this.db): Promise<SpeakerRow> {
    const rows = await db.query<SpeakerRow>(
      `INSERT INTO speakers (event_id, alias, name, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (event_id, email) DO UPDATE SET name = EXCLUDED.name
       RETURNING event_id, alias, name, email`,
      [eventId, alias, name, email],
    );
    return rows[0];
  }

  async removeSpeakersExcept(eventId: number, keepEmails: string[], db: Queryable = this.db) {
    await db.query('DELETE FROM speakers WHERE event_id = $1 AND NOT (email = ANY($2::text[]))', [eventId, keepEmails]);
  }

  async removeSpeaker(eventId: number, alias: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM speakers WHERE event_id = $1 AND alias = $2 RETURNING id', [eventId, alias]);
    return rows.length > 0;
  }
}
