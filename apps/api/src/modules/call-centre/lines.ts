import type { QrLineBody } from '@platform/contracts';
import { errors } from '../../errors';
import type { ConferenceService } from '../conferences/service';
import type { OutboxService } from '../outbox/service';
import { isEmail } from '@platform/contracts';
import { callCentreErrors } from './errors';
import { lineStatus, parseExpiry } from './expiry';
import type { CallCentreRepository, LineRow } from './repository';

export const MAX_AGENTS = 50;

export interface LineDeps {
  repository: CallCentreRepository;
  conferences: ConferenceService;
  outbox: OutboxService;
  /** Which of these agents have their page open now, on any instance (the roster). */
  online: (accountIds: number[]) => Promise<Set<number>>;
}

/**
 * A call-centre line's settings: the host turns an event into a line with agents and an expiry;
 * agents list the lines they answer for; a visitor's QR code opens a line or gets the spec's error.
 */
export class CallCentreLines {
  constructor(private readonly deps: LineDeps) {}

  qrUrl = (base: string, alias: string) => `${base}/review/qr-code?alias=${encodeURIComponent(alias)}`;
  agentUrl = (base: string, alias: string) => `${base}/review/qr-code?agent=1&alias=${encodeURIComponent(alias)}`;

  async lineJson(line: LineRow, base: string) {
    const agents = await this.deps.repository.agents(line.event_id);
    const online = await this.deps.online(agents.flatMap((agent) => (agent.account_id === null ? [] : [agent.account_id])));
    return {
      alias: line.alias,
      topic: line.topic,
      expires_at: line.expires_at ? new Date(line.expires_at).toISOString() : null,
      status: lineStatus(line.expires_at),
      qr_url: this.qrUrl(base, line.alias),
      agent_url: this.agentUrl(base, line.alias),
      agents: agents.map((agent) => ({
        email: agent.email,
        display_name: agent.display_name,
        registered: agent.account_id !== null,
        online: agent.account_id !== null && online.has(agent.account_id),
      })),
    };
  }

  async getLine(hostId: number, alias: string, base: string) {
    await this.deps.conferences.hostedEvent(hostId, alias);
    const line = await this.deps.repository.lineByAlias(alias);
    if (!line) throw errors.notFound('Call-centre line');
    return this.lineJson(line, base);
  }

  /** Turns the host's event into a line (or updates it); newly added agents get an e-mail with their page. */
  async saveLine(hostId: number, input: QrLineBody, base: string) {
    const event = await this.deps.conferences.hostedEvent(hostId, input.alias);
    const emails = [...new Set(input.agents.map((email) => email.trim().toLowerCase()).filter(Boolean))];
    if (emails.length === 0) throw errors.fieldRequired('agents');
    if (emails.length > MAX_AGENTS) throw errors.invalidInput('agents', `At most ${MAX_AGENTS} agents.`);
    const bad = emails.findIndex((email) => !isEmail(email));
    if (bad >= 0) throw errors.emailInvalid(`agents[${bad}]`);
    const expiresAt = parseExpiry(input.expires_at);
    if (expiresAt === 'invalid') throw errors.invalidInput('expires_at', 'The expiry must be a time in the future.');
    const before = new Set((await this.deps.repository.agents(event.id)).map((agent) => agent.email));
    await this.deps.outbox.admit(
      hostId,
      emails.filter((email) => !before.has(email)),
    );
    await this.deps.repository.saveLine(event.id, expiresAt, emails);
    for (const email of emails.filter((email) => !before.has(email))) {
      await this.deps.outbox.send(
        {
          to: email,
          channel: 'email',
          subject: `You answer calls for ${event.topic}`,
          body: `${event.host_display_name} added you as a call agent for ${event.topic}. Open this page to take calls: ${this.agentUrl(base, event.alias)}`,
        },
        hostId,
      );
    }
    return this.lineJson((await this.deps.repository.lineByAlias(event.alias))!, base);
  }

  /** Ends the line; returns the event id so the live calls on it can be cancelled. */
  async deleteLine(hostId: number, alias: string): Promise<number> {
    const event = await this.deps.conferences.hostedEvent(hostId, alias);
    await this.deps.repository.deleteLine(event.id);
    return event.id;
  }

  /** Lines the account answers for (agent page). */
  async agentLines(email: string | null, base: string) {
    if (!email) return { items: [] };
    const lines = await this.deps.repository.linesOfAgent(email);
    return {
      items: lines.map((line) => ({
        alias: line.alias,
        topic: line.topic,
        host: { display_name: line.host_display_name },
        status: lineStatus(line.expires_at),
        agent_url: this.agentUrl(base, line.alias),
      })),
    };
  }

  // ---- visitor ----

  /** The line behind a QR code, or the spec's invalid / expired errors. */
  async openLine(alias: string): Promise<LineRow> {
    const line = await this.deps.repository.lineByAlias(alias);
    if (!line) throw callCentreErrors.qrInvalid();
    if (lineStatus(line.expires_at) === 'expired') throw callCentreErrors.qrExpired();
    return line;
  }
}
