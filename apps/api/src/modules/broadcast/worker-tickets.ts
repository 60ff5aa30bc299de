import { randomToken } from '../../lib/secrets';

export const WORKER_TICKET_TTL_MS = 60_000;
/**
 * A LiveKit egress's ticket: the egress may queue the request and start its own Chrome before the
 * page redeems it, which takes longer than this service's own worker does.
 */
export const EGRESS_TICKET_TTL_MS = 5 * 60_000;

/** The composite page at `site` for room `alias`, with the single-use worker ticket it trades to join. */
export const compositePageUrl = (site: string, alias: string, ticket: string) =>
  `${site.replace(/\/$/, '')}/c/${encodeURIComponent(alias)}/composite?ticket=${ticket}`;

/** Single-use tickets the composite page (of this service's worker or of a LiveKit egress) trades to join its room. */
export class WorkerTickets {
  private readonly tickets = new Map<string, { alias: string; expiresAt: number; egress: boolean }>();

  mint(alias: string, ttlMs: number, egress: boolean) {
    const ticket = randomToken(24);
    this.tickets.set(ticket, { alias, expiresAt: Date.now() + ttlMs, egress });
    return ticket;
  }

  /** The ticket's room, once: null when unknown, used or expired. */
  take(ticket: string) {
    const entry = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return !entry || entry.expiresAt < Date.now() ? null : entry;
  }

  /** Forgets the tickets that expired unused. */
  sweep(now = Date.now()) {
    for (const [ticket, entry] of this.tickets) if (entry.expiresAt < now) this.tickets.delete(ticket);
  }
}
