import type { RoomCommandType } from '@platform/contracts';
import type { Database } from '../../db/database';
import { randomToken } from '../../lib/secrets';
import { recorderSeat, type MediaSeat } from '../call-config/service';
import type { ConferenceService } from '../conferences/service';
import type { Connection } from '../../lib/connection';
import type { MessageDispatcher } from './sockets/dispatcher';
import type { RoomMember } from './sockets/room-registry';
import { RoomAdmission } from './admission';
import { registerChat, type StoredMime } from './chat';
import type { FileService } from '../files/service';
import { registerReactions } from './reactions';
import { ChatRepository } from './chat-repository';
import { CommandRouter, ParticipantChanges } from './command-router';
import type { DoorHandler, RoomAnnouncement, RoomDoor, RoomView } from './door';
import { LARGE_ROOM_AUDIENCE, RoomFanOut, type RoomSettings } from './fan-out';
import { registerHostCommands } from './host-commands';
import { registerMediaCommands } from './media-commands';
import { MemberRepository } from './member-repository';
import { registerParticipantCommands } from './participant-commands';
import { RoomPresence } from './presence';
import { stopTimers, type Room } from './room-state';
import { MediaSeats, mediaSeatOf, type MediaSeatObserver } from './media-seat';
import { noKeeper, type SettingsKeeper } from './kept-settings';
import { LiveRooms } from './live-rooms';
import { RoomResume, type TicketIssuer } from './resume';

import type { RoomRegistry } from './sockets/room-registry';

export { LARGE_ROOM_AUDIENCE } from './fan-out';

export interface RoomControllerOptions {
  /** How long a dropped participant keeps their place (ms). */
  graceMs?: number;
  /** Several instances: where the lock, the waiting room and blocks are kept for a takeover (default: nowhere). */
  keeper?: SettingsKeeper;
}

/**
 * The server-authoritative room, put together from its parts: admission (who gets in), presence
 * (sockets, grace period, leaving, ending), fan-out (who hears what, in sequence), the commands
 * (participant, host, media, chat) and the member rows kept for a resume after a restart.
 */
export class RoomController implements RoomDoor {
  private readonly settings: RoomSettings;
  private readonly rooms: LiveRooms;
  private readonly resumeTokens = new Map<string, string>();
  private readonly members: MemberRepository;
  private readonly chat: ChatRepository;
  private readonly fanOut: RoomFanOut;
  private readonly presence: RoomPresence;
  private readonly admission: RoomAdmission;
  private readonly conferences: ConferenceService;
  private readonly keeper: SettingsKeeper;
  private readonly resume: RoomResume;
  private readonly seats: MediaSeats;
  /** The base URL each socket was opened on (PUBLIC_URL when set): its chat attachments must be served from there. */
  private readonly origins = new WeakMap<Connection, string>();
  private router: CommandRouter | null = null;
  /** Several instances: hands an announcement for a room not live here to its owner (`cluster/room-cluster.ts`). */
  private elsewhere: ((alias: string, message: RoomAnnouncement) => void) | null = null;

  /** The type each uploaded file's content was found to be (chat attachments are shown by it). */
  private readonly storedMime: StoredMime;

  constructor(
    deps: { db: Database; conferences: ConferenceService; files: Pick<FileService, 'find'>; sockets?: RoomRegistry },
    options: RoomControllerOptions = {},
  ) {
    this.rooms = new LiveRooms(deps.sockets ?? null);
    this.storedMime = async (id) => (await deps.files.find(id))?.mime ?? null;
    this.settings = { graceMs: options.graceMs ?? Number(process.env.ROOM_GRACE_MS ?? 30_000), largeRoomAudience: LARGE_ROOM_AUDIENCE };
    this.conferences = deps.conferences;
    const keeper = options.keeper ?? noKeeper;
    // Several instances: a member row is written at once, and its snapshot waits for it (`RoomAdmission`).
    this.members = new MemberRepository(deps.db, keeper === noKeeper ? {} : { flushMs: 0 });
    this.chat = new ChatRepository(deps.db);
    this.fanOut = new RoomFanOut(this.rooms, this.resumeTokens, this.members, this.settings);
    this.keeper = keeper;
    this.seats = new MediaSeats(keeper);
    this.fanOut.seats = this.seats;
    if (keeper !== noKeeper) this.fanOut.keeper = keeper; // one process keeps nothing
    this.presence = new RoomPresence(this.rooms, this.resumeTokens, this.fanOut, this.members, this.settings, keeper);
    this.admission = new RoomAdmission(this.rooms, this.resumeTokens, {
      conferences: deps.conferences,
      chat: this.chat,
      members: this.members,
      fanOut: this.fanOut,
      presence: this.presence,
      keeper,
      snapshotWhenSaved: keeper !== noKeeper,
    });
    this.resume = new RoomResume(this.resumeTokens, this.members, this.rooms, this.admission, keeper);
  }

  /** How long a dropped participant keeps their place (ms; tests lower it). */
  get graceMs() {
    return this.settings.graceMs;
  }
  set graceMs(ms: number) {
    this.settings.graceMs = ms;
  }
  /** Room size from which a conference or theater room stops announcing its audience (tests lower it). */
  get largeRoomAudience() {
    return this.settings.largeRoomAudience;
  }
  set largeRoomAudience(size: number) {
    this.settings.largeRoomAudience = size;
  }

  /** Every live room, read-only (the broadcast starts the audience's stream from these). */
  liveRooms(): IterableIterator<RoomView> {
    return this.rooms.values();
  }

  /** Live room `alias`, read-only: what other modules may know of it. */
  view(alias: string): RoomView | undefined {
    return this.rooms.get(alias);
  }

  /** The live room itself, for the room module's tests and bench only: other modules use `view`. */
  room(alias: string): Room | undefined {
    return this.rooms.get(alias);
  }

  /** Registers the room commands on the signal dispatcher. */
  register(dispatcher: MessageDispatcher<RoomMember>) {
    const router = new CommandRouter(dispatcher, (alias) => this.admission.load(alias));
    this.router = router;
    const changes = new ParticipantChanges(this.fanOut);
    registerParticipantCommands(router, { fanOut: this.fanOut, presence: this.presence, changes });
    registerHostCommands(router, {
      admission: this.admission,
      presence: this.presence,
      fanOut: this.fanOut,
      changes,
      markEnded: (alias) => this.conferences.markEnded(alias),
    });
    registerMediaCommands(router, { fanOut: this.fanOut, changes });
    registerChat(router, {
      chat: this.chat,
      fanOut: this.fanOut,
      originOf: (connection) => this.origins.get(connection) ?? null,
      storedMime: this.storedMime,
    });
    registerReactions(router, { fanOut: this.fanOut });
  }

  /**
   * A room command another module handles (the broadcast's record/live commands): validated against
   * its contract and refused to non-participants like every room command.
   */
  command<T extends RoomCommandType>(type: T, handler: DoorHandler<T>, admittedOnly = true) {
    if (!this.router) throw new Error('room commands are not registered yet');
    this.router.on(type, handler, admittedOnly);
  }

  // ---- connection lifecycle (called by the signal hub) ----

  /** A member's socket opened: decide where they go, then send them a snapshot or their waiting state. */
  async connected(member: RoomMember, connection: Connection, origin?: string): Promise<void> {
    if (origin) this.origins.set(connection, new URL(origin).origin);
    const room = await this.admission.load(member.alias);
    if (member.role === 'recorder') return this.presence.attachRecorder(room, member, connection);
    if (!this.resumeTokens.has(member.memberId)) this.resumeTokens.set(member.memberId, member.resumeToken ?? randomToken(18));
    const existing = this.presence.attach(room, member, connection);
    if (existing) return this.fanOut.sendSnapshot(room, existing.id, connection);
    this.admission.place(room, member, connection);
  }

  /** A socket closed; `clean` when the page closed it on purpose (1000/1001): a leave at once. */
  disconnected(member: RoomMember, connection: Connection, clean = false) {
    this.presence.detach(member, connection, clean);
  }

  /** Admitted to the live room (not waiting, not shut out): may see who is in it. */
  isAdmitted(member: Pick<RoomMember, 'alias' | 'memberId'>): boolean {
    return !!this.rooms.get(member.alias)?.participants.has(member.memberId);
  }

  /** The door's answer: this instance's own room when it holds it, else what the room's owner keeps (several instances). */
  async admitted(member: Pick<RoomMember, 'alias' | 'memberId'>): Promise<boolean> {
    const room = this.rooms.get(member.alias);
    return room ? room.participants.has(member.memberId) : this.keeper.admitted(member.alias, member.memberId);
  }

  /** How many people are in room `alias`: this instance's room when it holds it, else as its owner keeps them. */
  async headcount(alias: string): Promise<number> {
    const room = this.rooms.get(alias);
    return room ? room.participants.size : this.keeper.headcount(alias);
  }

  /**
   * Who a participant of live room `alias` is on the media server: their own identity and name, and
   * whether they may publish (meeting rooms: everyone; conference, theater, livestream: the stage).
   * The broadcast's recorder while its socket is open: hidden, subscribe only. Null for anyone not
   * admitted (waiting, denied, blocked, gone). A room this instance does not hold: as its owner keeps it.
   */
  async mediaSeat(alias: string, memberId: string): Promise<MediaSeat | null> {
    const room = this.rooms.get(alias);
    if (!room) return this.keeper.seatOf(alias, memberId);
    const p = room.participants.get(memberId);
    if (!p && room.recorders.has(memberId)) return recorderSeat(memberId);
    return p ? mediaSeatOf(room, p) : null;
  }

  /** Every change of someone's media rights and every leave, told to `observer` (LiveKit's guard, the HLS revocations). */
  observeMediaSeats(observer: MediaSeatObserver) {
    this.seats.observers.push(observer);
  }

  /** Another module's announcement (a gift, the broadcast's state): through the fan-out, to the admitted participants only. */
  announce(alias: string, message: RoomAnnouncement): boolean {
    if (this.announceHere(alias, message)) return true;
    // Several instances: a room not live here may be live on its owner, which announces it there.
    if (!this.elsewhere) return false;
    this.elsewhere(alias, message);
    return true;
  }

  /** Through this instance's fan-out only, when the room is live here (an owner given another instance's announcement). */
  announceHere(alias: string, message: RoomAnnouncement): boolean {
    const room = this.rooms.get(alias);
    if (!room) return false;
    this.fanOut.announce(room, message);
    return true;
  }

  /** Several instances: where announcements for rooms not live here go. */
  announceElsewhere(forward: (alias: string, message: RoomAnnouncement) => void) {
    this.elsewhere = forward;
  }

  // ---- resume ----

  /** The member's resume token is theirs, on any instance (`resume.ts` `proven`); `alias`: the room they claim to be in. */
  canResume(memberId: string, token: string, alias?: string): Promise<boolean> {
    return this.resume.proven(memberId, token, alias);
  }

  /** A fresh ticket for a returning member (`resume.ts`): from memory, or from the row kept in the database. */
  resumeTicket(hub: TicketIssuer, memberId: string, token: string, media?: RoomMember['media']): Promise<string | null> {
    return this.resume.ticket(hub, memberId, token, media);
  }

  /** The event host's account of the live room a participant is admitted to (owner of their uploads), or null. */
  async hostAccountOf(memberId: string): Promise<number | null> {
    for (const room of this.rooms.values()) if (room.participants.has(memberId)) return room.hostAccountId;
    // Several instances: a member of a room held elsewhere, admitted there as its owner keeps it.
    const row = await this.members.find(memberId);
    if (!row || !(await this.keeper.admitted(row.alias, memberId))) return null;
    return (await this.conferences.byAlias(row.alias)).host_id;
  }

  /** Several instances: another instance owns room `alias` now. Forgotten here without a word (the state is the new
   * owner's); its sockets here close with `code`, so their pages reconnect there with their resume proof. */
  handOver(alias: string, code: number) {
    const room = this.rooms.get(alias);
    if (!room) return;
    const open = [...room.sockets.values()].flatMap((sockets) => [...sockets]);
    this.rooms.delete(alias);
    stopTimers(room);
    for (const connection of open) connection.close(code, 'room moved');
  }

  /** Writes the member rows still waiting for their batch (shutdown keeps every resume). */
  persistPending(): Promise<void> {
    return this.members.flush();
  }

  async close() {
    await this.persistPending();
    for (const room of this.rooms.values()) stopTimers(room);
    this.rooms.clear();
  }
}
