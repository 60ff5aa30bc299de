import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { checkMailCaps, type MailCaps } from './mail-caps';

export type OutboxChannel = 'email' | 'sms';

export interface OutgoingMessage {
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  /** The verify code, kept as its own field so that the dev outbox can show it. */
  code?: string | null;
}

export interface OutboxRow {
  id: number;
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  code: string | null;
  created_at: Date;
}

type Mailer = { sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown> };

/** Every e-mail and SMS is stored here first; with SMTP_URL e-mails are also sent. */
export class OutboxService {
  private mailer: Promise<Mailer> | null = null;

  constructor(
    private readonly db: Database,
    private readonly smtpUrl: string | null,
    private readonly log: FastifyBaseLogger,
    /** Outside production the dev outbox shows codes; in production the stored copy never holds one. */
    private readonly keepCodes = true,
    private readonly caps: MailCaps = { perAddress: 10, perAccount: 100 },
  ) {}

  /**
   * 429 mail_limit (with Retry-After) when sending to these addresses would pass the hourly caps
   * per address or per sending account; callers that send several check the whole batch first.
   */
  admit(sender: number | null, addresses: string[]): Promise<void> {
    return checkMailCaps(this.db, this.caps, sender, addresses);
  }

  /** Stores (and with SMTP sends) one message; `sender` is the account that caused it, counted by the caps. */
  async send(message: OutgoingMessage, sender: number | null = null): Promise<void> {
    await this.admit(sender, [message.to]);
    const code = message.code ?? null;
    const stored = this.keepCodes || !code ? { body: message.body, code } : { body: message.body.split(code).join('••••••'), code: null };
    const rows = await this.db.query<{ id: number }>(
      'INSERT INTO outbox (to_address, channel, subject, body, code, sender_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [message.to, message.channel, message.subject, stored.body, stored.code, sender],
    );
    if (this.smtpUrl && message.channel === 'email') void this.deliver(rows[0].id, message);
  }

  /** Newest first (dev outbox). */
  listFor(address: string, limit = 50): Promise<OutboxRow[]> {
    return this.db.query<OutboxRow>(
      `SELECT id, to_address AS "to", channel, subject, body, code, created_at
         FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT $2`,
      [address, limit],
    );
  }

  private async deliver(id: number, message: OutgoingMessage) {
    try {
      this.mailer ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(this.smtpUrl!) as Mailer);
      const mailer = await this.mailer;
      await mailer.sendMail({ from: 'Platform <no-reply@platform.local>', to: message.to, subject: message.subject, text: message.body });
      await this.db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [id]);
    } catch (error) {
      // The message stays in the outbox unsent; never log its body (it may hold a code).
      this.log.warn({ outboxId: id, reason: (error as Error).message }, 'outbox delivery failed');
    }
  }
}
