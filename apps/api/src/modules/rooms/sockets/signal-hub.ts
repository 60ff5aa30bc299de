import { randomHex, randomToken } from '#src/lib/secrets.ts';
import type { AccountPublisher } from '../../notifications/service';
import type { Recipient, RecipientRelay } from '../../notifications/recipient-relay';
import type { RoomServerMessage } from '@platform/contracts';
import { registerBaseProtocol } from './base-protocol';
import { AccountSockets } from './account-sockets';
import type { Connection } from '#src/lib/connection.ts';
import { MessageDispatcher } from './dispatcher';
import { RoomRegistry, memberJson, type RoomMember } from './room-registry';
import { MemoryTickets, type TicketStore } from './tickets';

export const TICKET_TTL_MS = 2 * 60_000;
const MEMBER_TTL_MS = 12 * 60 * 60_000;
/** A member whose socket never opened is forgotten after this (anonymous signal auth cannot pile up memory). */
export const UNCONNECTED_MEMBER_TTL_MS = 10 * 60_000;

/** The room controller (modules/rooms) plugs in here: told when a member's socket opens and closes. */
export interface RoomHooks {
  /** `origin`: the base URL the socket was opened on (where this member's uploads are served from). */
  connected(member: RoomMember, connection: Connection, origin?: string): void | Promise<void>;
  /** `clean`: the page closed the socket on purpose (1000, 1001: unload or leave), not a dropped connection. */
  disconnected(member: RoomMember, connection: Connection, clean: boolean): void;
  /** In the room (not waiting, not shut out): may learn who else is. */
  isAdmitted(member: RoomMember): boolean;
}

/** A member's open socket as the socket route drives it: each message in, and its close. */
export interface MemberSession {
  message(raw: string | Buffer): Promise<void> | void;
  close(code?: number): void;
}

/** Where a member's socket is served: here, or (several instances) through the room's owner (`rooms/cluster`). */
export type MemberPlacement = (member: RoomMember, connection: Connection, origin?: string) => MemberSession;

/** Close codes a browser uses when the page closes the socket on purpose (RFC 6455: normal, going away). */
const CLEAN_CLOSE = new Set([1000, 1001]);
/** The room could not be loaded (the event is gone or the database failed). */
const ROOM_CLOSE_UNAVAILABLE = 1011;

/**
 * The signal controller's live state: members issued by signal auth, their short-lived socket
 * tickets, room presence, and every open socket per account (for notifications and 1-1 messages).
 */
export class SignalHub implements AccountPublisher {
  readonly rooms = new RoomRegistry();
  readonly dispatcher = new MessageDispatcher<RoomMember>();
  private readonly members = new Map<string, RoomMember & { expiresAt: number }>();
  private readonly accounts = new AccountSockets();
  private readonly sweeper: NodeJS.Timeout;
  private roomHooks: RoomHooks | null = null;
  private placement: MemberPlacement | null = null;
  /** Several instances: reaches sockets other instances serve (`notifications/recipient-relay.ts`). */
  private relay: RecipientRelay | null = null;

  /** Socket tickets: in memory for one process, in Redis for several instances (`cluster/redis-tickets.ts`). */
  constructor(private readonly tickets: TicketStore = new MemoryTickets()) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
    registerBaseProtocol(this);
  }

  /** Admits someone to a room: a member id and a ticket to open the socket with. */
  async admit(member: Omit<RoomMember, 'memberId'>) {
    const memberId = randomHex(12);
    this.members.set(memberId, { ...member, memberId, expiresAt: Date.now() + UNCONNECTED_MEMBER_TTL_MS });
    const ticket = await this.issue(memberId);
    return { ticket: ticket!, memberId };
  }

  attachRooms(hooks: RoomHooks) {
    this.roomHooks = hooks;
  }

  /** A fresh socket ticket for a member already admitted (reconnect after the first ticket expired). */
  reissue(memberId: string): Promise<string | null> {
    return this.issue(memberId);
  }

  /** Brings back a member the room controller kept in the database (after a restart); returns a ticket. */
  async restore(member: RoomMember): Promise<string> {
    this.members.set(member.memberId, { ...member, expiresAt: Date.now() + MEMBER_TTL_MS });
    return (await this.issue(member.memberId))!;
  }

  private async issue(memberId: string): Promise<string | null> {
    const member = this.member(memberId);
    if (!member) return null;
    const ticket = randomToken(24);
    // The member travels with the ticket (its expiry too, which an adopting instance replaces with its own).
    await this.tickets.issue(ticket, member, TICKET_TTL_MS);
    return ticket;
  }

  member(memberId: string): RoomMember | null {
    const member = this.members.get(memberId);
    return member && member.expiresAt > Date.now() ? member : null;
  }

  /** The member a ticket was issued for, while the ticket is fresh. Single-use: a ticket opens one socket. */
  async redeem(ticket: string): Promise<RoomMember | null> {
    const issued = await this.tickets.take(ticket);
    if (!issued) return null;
    const known = this.member(issued.memberId);
    // A ticket of a resume made on another instance carries the member as restored there (their stored row and proven
    // token, or their kept place as a waiter): it replaces what this instance knew of them (an instance holding their
    // socket before a takeover knows them as they first came, and would send them to the new owner as a newcomer).
    const resumed = !!issued.restored || issued.waitingSince !== undefined;
    if (!this.tickets.crossInstance || (known && !resumed)) return known;
    // Issued by another instance: this one adopts the member for as long as one that came in keeps it.
    const adopted = { ...issued, expiresAt: Date.now() + MEMBER_TTL_MS };
    this.members.set(adopted.memberId, adopted);
    return adopted;
  }

  /** Several instances: a member's socket goes where the room's owner is (`rooms/cluster/room-cluster.ts`). */
  placeMembers(placement: MemberPlacement) {
    this.placement = placement;
  }

  /** A member's socket opened: served here, or through the room's owner when several instances serve. */
  connectMember(member: RoomMember, connection: Connection, origin?: string): MemberSession {
    return this.placement ? this.placement(member, connection, origin) : this.connectHere(member, connection, origin);
  }

  /** Several instances: notifications and 1-1 messages also reach sockets that other instances serve. */
  relayRecipients(relay: RecipientRelay) {
    this.relay = relay;
    this.accounts.relay = relay;
  }

  /** A message another instance published for a recipient whose sockets this instance serves. */
  deliverHere(recipient: Recipient, message: Record<string, unknown>) {
    const [kind, id] = recipient.split(':');
    if (kind === 'account') this.accounts.sendHere(Number(id), message);
    else if (kind === 'sessions') this.accounts.closeSessionsHere(Array.isArray(message.ended) ? message.ended.map(Number) : []);
    else this.sendToMember(id, message as RoomServerMessage);
  }

  /** A member whose socket another instance holds (its ticket was issued there): known here for 1-1 delivery. */
  adopt(member: RoomMember) {
    const known = this.members.get(member.memberId);
    if (!known) this.members.set(member.memberId, { ...member, expiresAt: Date.now() + MEMBER_TTL_MS });
  }

  /** A member's socket served by this instance (its own socket, or one tunnelled from another instance): presence, then messages through the dispatcher. */
  connectHere(member: RoomMember, connection: Connection, origin?: string): MemberSession {
    // A member who came in keeps their id for the day (reconnects, resume); only no-shows expire early.
    const stored = this.members.get(member.memberId);
    if (stored) stored.expiresAt = Math.max(stored.expiresAt, Date.now() + MEMBER_TTL_MS);
    const firstSocket = this.rooms.join(member, connection);
    const following = this.follow(`member:${member.memberId}`);
    const followingAccount = member.accountId !== null ? this.accounts.track(member.accountId, connection) : undefined;
    // The welcome waits until the room has placed the member: someone waiting or shut out learns
    // nothing about who is in the room, and is not announced to the others. (Clustered, it also waits
    // until messages for the member and their account published on any instance reach this one.)
    const ready = Promise.all([this.roomHooks?.connected(member, connection, origin), following, followingAccount])
      .then(() => {
        const admitted = this.admitted(member);
        const present = admitted ? this.rooms.presentTo(member, (other) => this.admitted(other)) : [];
        connection.send({
          type: 'welcome',
          member: memberJson(member),
          alias: member.alias,
          members: present.map(memberJson),
        } satisfies RoomServerMessage);
        if (admitted && firstSocket) this.rooms.announceJoin(member, (other) => this.admitted(other));
      })
      .catch(() => connection.close(ROOM_CLOSE_UNAVAILABLE, 'room unavailable'));
    return {
      // Room messages wait until the controller has placed the member.
      message: (raw: string | Buffer) => ready.then(() => this.dispatcher.dispatch({ connection, member }, raw)),
      close: (code?: number) => {
        void ready.then(() => this.roomHooks?.disconnected(member, connection, code !== undefined && CLEAN_CLOSE.has(code)));
        this.rooms.leave(member, connection, (other) => this.admitted(other));
        this.relay?.unfollow(`member:${member.memberId}`);
        if (member.accountId !== null) this.accounts.untrack(member.accountId, connection);
      },
    };
  }

  /** An account-only socket (no room): receives notifications and 1-1 messages until its session ends. */
  connectAccount(accountId: number, connection: Connection, sessionId: number | null = null) {
    return this.accounts.open(accountId, connection, sessionId);
  }

  /** Logout, password change or revocation: the sockets opened with those sessions close (clustered: on every instance). */
  closeSessions(sessionIds: number[], accountId?: number) {
    this.accounts.closeSessions(sessionIds, accountId);
  }

  /** To every socket of the account, here and (clustered) on the other instances; how many sockets here got it. */
  publishToAccount(accountId: number, message: Record<string, unknown>): number {
    void this.relay?.publish(`account:${accountId}`, message);
    return this.accounts.sendHere(accountId, message);
  }

  /**
   * 1-1 delivery to a member's sockets, wherever they are served: how many sockets here got it, else
   * (clustered) how many other instances serve the member. All of a member's sockets are served by one
   * instance (their room's owner), so a member found here is not looked for elsewhere.
   */
  async deliverToMember(memberId: string, message: RoomServerMessage): Promise<number> {
    const here = this.sendToMember(memberId, message);
    return here || !this.relay ? here : this.relay.publish(`member:${memberId}`, message);
  }

  /** 1-1 delivery to a member's sockets served by this instance; returns how many sockets got it. */
  sendToMember(memberId: string, message: RoomServerMessage): number {
    const member = this.member(memberId);
    return member ? this.rooms.sendToMember(member.alias, memberId, message) : 0;
  }

  close() {
    clearInterval(this.sweeper);
  }

  /** In the room (always, without a room controller): may see and be seen in presence. */
  isAdmitted(member: RoomMember): boolean {
    return this.admitted(member);
  }

  private admitted(member: RoomMember): boolean {
    return this.roomHooks ? this.roomHooks.isAdmitted(member) : true;
  }

  private follow(recipient: Recipient): Promise<void> | undefined {
    return this.relay?.follow(recipient);
  }

  private sweep() {
    const now = Date.now();
    this.tickets.sweep();
    for (const [memberId, member] of this.members) {
      if (member.expiresAt <= now && this.rooms.members(member.alias).every((m) => m.memberId !== memberId)) this.members.delete(memberId);
    }
  }
}
