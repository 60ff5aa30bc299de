import type { Database } from '../../db/database';
import type { StoredCall } from './call-store';

export interface LineRow {
  event_id: number;
  alias: string;
  topic: string;
  host_id: number;
  host_display_name: string;
  expires_at: Date | null;
}

export interface AgentRow {
  email: string;
  account_id: number | null;
  display_name: string | null;
}

const LINE_COLUMNS = `l.event_id, e.alias, e.topic, e.host_id, a.display_name AS host_display_name, l.expires_at`;
const LINE_FROM = `call_centre_lines l JOIN events e ON e.id = l.event_id JOIN accounts a ON a.id = e.host_id`;

/** Lines (an event turned into a QR call line), their agents (by e-mail) and the call log. */
export class CallCentreRepository {
  constructor(private readonly db: Database) {}

  async lineByAlias(alias: string): Promise<LineRow | null> {
    const rows = await this.db.query<LineRow>(`SELECT ${LINE_COLUMNS} FROM ${LINE_FROM} WHERE e.alias = $1`, [alias]);
    return rows[0] ?? null;
  }

  async saveLine(eventId: number, expiresAt: Date | null, emails: string[]) {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO call_centre_lines (event_id, expires_at) VALUES ($1, $2)
         ON CONFLICT (event_id) DO UPDATE SET expires_at = EXCLUDED.expires_at, updated_at = now()`,
        [eventId, expiresAt],
      );
      await tx.query('DELETE FROM call_centre_agents WHERE event_id = $1 AND NOT (email = ANY($2::text[]))', [eventId, emails]);
      for (const email of emails) {
        await tx.query('INSERT INTO call_centre_agents (event_id, email) VALUES ($1, $2) ON CONFLICT (event_id, email) DO NOTHING', [
          eventId,
          email,
        ]);
      }
    });
  }

  async deleteLine(eventId: number) {
    await this.db.query('DELETE FROM call_centre_lines WHERE event_id = $1', [eventId]);
  }

  /** The line's agents, with the account each e-mail belongs to (null until they sign up). */
  agents(eventId: number): Promise<AgentRow[]> {
    return this.db.query<AgentRow>(
      `SELECT g.email, a.id AS account_id, a.display_name FROM call_centre_agents g
         LEFT JOIN accounts a ON lower(a.email) = g.email WHERE g.event_id = $1 ORDER BY g.id`,
      [eventId],
    );
  }

  /** Lines on which an account (by its e-mail) is an agent. */
  linesOfAgent(email: string): Promise<LineRow[]> {
    return this.db.query<LineRow>(
      `SELECT ${LINE_COLUMNS} FROM ${LINE_FROM} JOIN call_centre_agents g ON g.event_id = l.event_id
        WHERE g.email = $1 ORDER BY e.topic`,
      [email.toLowerCase()],
    );
  }

  async logCall(entry: {
    callId: string;
    eventId: number;
    visitorName: string;
    agentId: number | null;
    outcome: string;
    roomAlias: string | null;
  }) {
    await this.db.query(
      `INSERT INTO call_centre_calls (call_id, event_id, visitor_name, agent_account_id, outcome, room_alias) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (call_id) DO UPDATE SET outcome = EXCLUDED.outcome, agent_account_id = EXCLUDED.agent_account_id,
         room_alias = EXCLUDED.room_alias, ended_at = now()`,
      [entry.callId, entry.eventId, entry.visitorName, entry.agentId, entry.outcome, entry.roomAlias],
    );
  }

  /** A call that ended goes into the line's log (a failed write loses only the log line). */
  logFinished(call: StoredCall) {
    void this.logCall({
      callId: call.id,
      eventId: call.line.event_id,
      visitorName: call.visitorName,
      agentId: call.progress.agentId,
      outcome: call.progress.state,
      roomAlias: call.roomAlias,
    }).catch(() => undefined);
  }
}
