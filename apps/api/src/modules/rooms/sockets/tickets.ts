import type { RoomMember } from './room-registry';

/**
 * Where a member's single-use socket tickets live between signal auth (or a resume) and the socket's
 * upgrade. One process: memory (`MemoryTickets`). Several instances: Redis (`cluster/redis-tickets.ts`),
 * so the instance the load balancer picks for the socket redeems a ticket another instance issued.
 * A ticket carries the member it was issued for: the redeeming instance may never have seen them.
 */
export interface TicketStore {
  /** Tickets issued by other instances are redeemed here too (the member is adopted by this instance). */
  readonly crossInstance: boolean;
  issue(ticket: string, member: RoomMember, ttlMs: number): Promise<void>;
  /** The member a fresh ticket was issued for, and the ticket gone (single use); null when unknown or stale. */
  take(ticket: string): Promise<RoomMember | null>;
  /** Forgets stale tickets (memory only; Redis expires its own). */
  sweep(): void;
}

export class MemoryTickets implements TicketStore {
  readonly crossInstance = false;
  private readonly tickets = new Map<string, { member: RoomMember; expiresAt: number }>();

  async issue(ticket: string, member: RoomMember, ttlMs: number) {
    this.tickets.set(ticket, { member, expiresAt: Date.now() + ttlMs });
  }

  async take(ticket: string) {
    const entry = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return entry && entry.expiresAt > Date.now() ? entry.member : null;
  }

  sweep() {
    const now = Date.now();
    for (const [ticket, entry] of this.tickets) if (entry.expiresAt <= now) this.tickets.delete(ticket);
  }
}
