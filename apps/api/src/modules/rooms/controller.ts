import type { Database } from '../../db/database';
import { randomToken, safeEqual, sha256 } from '../../lib/secrets';
import type { ConferenceService } from '../conferences/service';
import type { Connection, MessageContext, MessageDispatcher } from '../signal/rooms/dispatcher';
import type { RoomMember } from '../signal/rooms/room-registry';
import { ChatRepository, type ChatAttachment, type ChatMessage } from './chat-repository';
import { toCsv } from './csv';
// broadcast (issue 12): the composite page's hidden recorder member
import { recordersOf } from '../broadcast/recorder-members';
import {
  defaultFlags, newRoom, participantJson, roomJson, waiterJson,
  type Participant, type Room, type RoomEvent, type Waiter,
} from './room-state';
import {
  admission, canEnable, canGoBackstage, canRaiseHand, canSwitchMode, capacityFor, checkCommand, isHost, isModerator,
  isMeetingMode, joinsAsPresenter, muteAllTargets, presentersAfterSwitch, roomModeOf,
  type Command, type RoomMode, type RoomRole, type ViewMode,
} from './rules';

/** The English text of every refusal the room sends; clients show their own translation of the code. */
export const ROOM_ERRORS: Record<string, string> = {
  permission_denied: 'You do not have permission to perform this function',
  no_microphone: 'You have no microphone, so you cannot raise your hand.',
  interpreting: 'You are interpreting, so you cannot raise your hand.',
  invisible: 'You are invisible. Go visible first.',
  mute_all_gallery: 'Mute all is not available in gallery view.',
  media_denied: 'You are not allowed to turn on the camera or microphone.',
  no_presenter: 'There is no presenter, so you cannot go invisible.',
  too_few_presenters: 'There are too few presenters to go invisible.',
  room_full: 'The room is full.',
  not_admitted: 'You are not in the room yet.',
  member_not_found: 'That person is not in the room.',
  invalid_input: 'Sorry, not all fields are filled out correctly.',
  no_offer: 'There is no co-host offer to answer.',
};

const CHAT_TEXT_MAX = 2000;
const CHAT_HISTORY = 200;
const CHAT_HISTORY_WINDOW_MS = 12 * 60 * 60_000;
const ATTACHMENT_URL = /^(https?:\/\/[^/\s]+)?\/api\/storage\/files\/[0-9a-f]{8,64}$/;
const FILE_LIMIT_BYTES = 5 * 1024 * 1024;
/** From this many people on, a conference or theater room stops announcing its audience to everyone. */
export const LARGE_ROOM_AUDIENCE = 200;

type Message = Record<string, unknown> & { type: string };

class Refused extends Error {
  constructor(readonly code: string) {
    super(ROOM_ERRORS[code] ?? code);
  }
}

const str = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '');
const bool = (value: unknown) => value === true;

function sendText(connection: Connection, text: string) {
  if (connection.sendRaw) connection.sendRaw(text);
  else connection.send(JSON.parse(text) as Record<string, unknown>);
}

export interface RoomControllerOptions {
  /** How long a dropped participant keeps their place (ms). */
  graceMs?: number;
}

/**
 * The server-authoritative room: admission (lock, capacity, waiting room, waiting for the host, blocks),
 * roles and flags, host commands checked by `rules.ts`, chat with history, presence with a grace period,
 * and ordered state changes (`seq`) batched per tick into one `room.events` frame per socket.
 */
/** The room roles kept with a member row: all but host, which comes from how they joined. */
const savedRolesOf = (p: Participant) => p.roles.filter((r) => r !== 'host').sort().join(' ');

export class RoomController {
  graceMs: number;
  /** Room size from which a conference or theater room stops announcing its audience (tests lower it). */
  largeRoomAudience = LARGE_ROOM_AUDIENCE;
  private readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room>>();
  private readonly resumeTokens = new Map<string, string>();
  /** Member rows waiting for their batch, by member id (a role change before the write updates the row). */
  private pendingMembers = new Map<string, unknown[]>();
  private memberFlush: NodeJS.Timeout | null = null;
  private memberWrites: Promise<void> = Promise.resolve();
  private readonly chat: ChatRepository;

  constructor(
    private readonly deps: { db: Database; conferences: ConferenceService },
    options: RoomControllerOptions = {},
  ) {
    this.graceMs = options.graceMs ?? Number(process.env.ROOM_GRACE_MS ?? 30_000);
    this.chat = new ChatRepository(deps.db);
  }

  /** Live room state (tests, bench). */
  room(alias: string): Room | undefined {
    return this.rooms.get(alias);
  }

  /** The member may get a fresh socket ticket while the token matches (reconnects after the ticket expired). */
  canResume(memberId: string, token: string): boolean {
    const expected = this.resumeTokens.get(memberId);
    return !!expected && safeEqual(expected, token);
  }

  /**
   * A fresh ticket for a returning member: from memory, or after a restart of the service from the
   * participant row kept in the database (so a call survives a deploy without a page reload).
   */
  async resumeTicket(hub: { reissue(id: string): string | null; restore(member: RoomMember): string }, memberId: string, token: string, media?: RoomMember['media']): Promise<string | null> {
    if (this.canResume(memberId, token)) return hub.reissue(memberId);
    if (this.resumeTokens.has(memberId)) return null;
    const rows = await this.deps.db.query<{ alias: string; display_name: string; account_id: number | null; role: string; device_id: string | null; resume_hash: string; room_roles: string }>(
      `SELECT alias, display_name, account_id, role, device_id, resume_hash, room_roles FROM room_members
        WHERE member_id = $1 AND created_at > now() - interval '12 hours'`, [memberId]);
    const row = rows[0];
    if (!row || !safeEqual(row.resume_hash, sha256(token))) return null;
    this.resumeTokens.set(memberId, token);
    return hub.restore({
      memberId, alias: row.alias, displayName: row.display_name, accountId: row.account_id,
      role: row.role as RoomMember['role'], deviceId: row.device_id, restored: true, media,
      roles: row.room_roles ? row.room_roles.split(' ') : [],
    });
  }

  /**
   * Keeps an admitted participant in the database, for a resume after a restart. Rows are written in
   * batches: a join burst of thousands must not queue thousands of single inserts on the event loop.
   */
  private persistMember(alias: string, member: Participant, role: string) {
    const token = this.resumeTokens.get(member.id);
    if (!token) return;
    member.savedRoles = savedRolesOf(member);
    this.pendingMembers.set(member.id, [member.id, alias, member.displayName, member.accountId, role, member.deviceId, sha256(token), member.savedRoles]);
    if (this.memberFlush) return;
    this.memberFlush = setTimeout(() => void this.flushMembers(), 200);
  }

  /**
   * Writes the admitted participants still waiting for their batch now. Called on shutdown, so a
   * graceful restart keeps every resume; a crash loses at most the last 200 ms of joins.
   */
  persistPending(): Promise<void> {
    if (this.memberFlush) clearTimeout(this.memberFlush);
    return this.flushMembers();
  }

  private flushMembers(): Promise<void> {
    this.memberFlush = null;
    this.memberWrites = this.memberWrites.then(() => this.writePendingMembers());
    return this.memberWrites;
  }

  private async writePendingMembers() {
    while (this.pendingMembers.size) {
      const batch: unknown[][] = [];
      for (const [id, row] of this.pendingMembers) {
        batch.push(row);
        this.pendingMembers.delete(id);
        if (batch.length === 500) break;
      }
      const values = batch.map((_, i) => `(${Array.from({ length: 8 }, (__, j) => `$${i * 8 + j + 1}`).join(', ')})`).join(', ');
      await this.deps.db.query(
        `INSERT INTO room_members (member_id, alias, display_name, account_id, role, device_id, resume_hash, room_roles) VALUES ${values}
         ON CONFLICT (member_id) DO NOTHING`,
        batch.flat(),
      ).catch(() => undefined);
    }
  }

  /**
   * Keeps a participant's room roles (co-host, presenter, interpreter) with their member row, so a
   * restart of the service gives them back. Written only when they change.
   */
  private saveRoles(p: Participant) {
    if (p.savedRoles === undefined) return; // not kept (no resume token)
    const roles = savedRolesOf(p);
    if (roles === p.savedRoles) return;
    p.savedRoles = roles;
    const pending = this.pendingMembers.get(p.id);
    if (pending) {
      pending[7] = roles;
      return;
    }
    this.memberWrites = this.memberWrites
      .then(() => this.deps.db.query('UPDATE room_members SET room_roles = $2 WHERE member_id = $1', [p.id, roles]))
      .then(() => undefined, () => undefined);
  }

  /** The event host's account of the room a participant is in (owner of their uploads), or null. */
  hostAccountOf(memberId: string): number | null {
    for (const room of this.rooms.values()) if (room.participants.has(memberId)) return room.hostAccountId;
    return null;
  }

  async close() {
    await this.persistPending();
    for (const room of this.rooms.values()) {
      for (const timer of room.graceTimers.values()) clearTimeout(timer);
      if (room.countTimer) clearTimeout(room.countTimer);
    }
    this.rooms.clear();
  }

  // ---- connection lifecycle (called by the signal hub) ----

  /** A member's socket opened: decide where they go, then send them a snapshot or their waiting state. */
  async connected(member: RoomMember, connection: Connection): Promise<void> {
    const room = await this.load(member.alias);
    const sockets = room.sockets.get(member.memberId) ?? new Set<Connection>();
    sockets.add(connection);
    room.sockets.set(member.memberId, sockets);
    // broadcast (issue 12): the recorder gets the room and media links to everyone; never admitted, listed or counted.
    if (member.role === 'recorder') return this.recorderJoined(room, member.memberId, connection);
    if (!this.resumeTokens.has(member.memberId)) this.resumeTokens.set(member.memberId, randomToken(18));

    const existing = room.participants.get(member.memberId);
    if (existing) {
      const timer = room.graceTimers.get(member.memberId);
      if (timer) clearTimeout(timer);
      room.graceTimers.delete(member.memberId);
      if (existing.connection !== 'connected') {
        existing.connection = 'connected';
        this.publishParticipant(room, existing, 'participant.updated');
      }
      return this.sendSnapshot(room, existing.id, connection);
    }
    const waiter = room.waiting.get(member.memberId);
    if (waiter) return this.sendState(room, waiter.id, waiter.state, connection);

    const inherited = this.replaceOtherTab(room, member);
    const decision = admission({
      isHost: member.role === 'host',
      returning: !!member.restored,
      blocked: room.blockedMembers.has(member.memberId)
        || (member.accountId !== null && room.blockedAccounts.has(member.accountId))
        || (!!member.deviceId && room.blockedDevices.has(member.deviceId)),
      locked: room.locked,
      waitingRoom: room.waitingRoom,
      started: room.started,
      admittedCount: room.participants.size,
      capacity: capacityFor(room.mode),
    });
    if (decision === 'admit') {
      this.admit(room, this.waiterOf(member), inherited);
      // The host opens the room; so does anyone back from before a restart (the room was open then).
      if ((member.role === 'host' || member.restored) && !room.started) this.openRoom(room);
      return;
    }
    if (decision === 'waiting_room' || decision === 'waiting_for_host') {
      const entry = this.waiterOf(member, decision);
      room.waiting.set(entry.id, entry);
      this.sendState(room, entry.id, decision);
      if (decision === 'waiting_room') this.sendWaitingList(room);
      return;
    }
    // locked, full, blocked: say why and close
    this.sendTo(room, member.memberId, { type: 'room.state', state: decision });
    room.sockets.delete(member.memberId);
    connection.close(4003, decision);
  }

  /** A socket closed: a participant keeps their place for the grace period; a waiter leaves the queue. */
  disconnected(member: RoomMember, connection: Connection) {
    const room = this.rooms.get(member.alias);
    const sockets = room?.sockets.get(member.memberId);
    if (!room || !sockets) return;
    sockets.delete(connection);
    if (sockets.size > 0) return;
    room.sockets.delete(member.memberId);
    if (recordersOf(room).delete(member.memberId)) return this.recordersChanged(room, true); // broadcast (issue 12)
    const participant = room.participants.get(member.memberId);
    if (participant) {
      participant.connection = 'reconnecting';
      this.publishParticipant(room, participant, 'participant.updated');
      room.graceTimers.set(member.memberId, setTimeout(() => {
        room.graceTimers.delete(member.memberId);
        if (room.sockets.has(member.memberId)) return;
        this.removeParticipant(room, member.memberId, 'timeout');
      }, this.graceMs));
      return;
    }
    if (room.waiting.delete(member.memberId)) {
      this.sendWaitingList(room);
      this.dropIfEmpty(room);
    }
  }

  // ---- protocol ----

  /** Registers the room commands on the signal dispatcher. */
  register(dispatcher: MessageDispatcher<RoomMember>) {
    const on = (type: string, handler: (room: Room, self: Participant, message: Message, context: MessageContext<RoomMember>) => unknown, admittedOnly = true) => {
      dispatcher.on(type, async (context, message) => {
        const room = await this.load(context.member.alias);
        const self = room.participants.get(context.member.memberId);
        const reply = (body: Record<string, unknown>) => context.connection.send({ ...body, ...(message.ref !== undefined ? { ref: message.ref } : {}) });
        try {
          if (!self && admittedOnly) throw new Refused('not_admitted');
          const result = await handler(room, self!, message, context);
          if (message.ref !== undefined) reply({ type: 'ack', command: type, ...(result && typeof result === 'object' ? result : {}) });
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          reply({ type: 'error', command: type, code: error.code, message: error.message });
        }
      });
    };

    on('room.sync', (room, self, _m, { member, connection }) => {
      if (self) return this.sendSnapshot(room, self.id, connection);
      const waiter = room.waiting.get(member.memberId);
      if (waiter) return this.sendState(room, waiter.id, waiter.state, connection);
    }, false);
    on('room.leave', (room, self, _m, { member }) => {
      if (self) this.removeParticipant(room, self.id, 'left');
      else if (room.waiting.delete(member.memberId)) this.sendWaitingList(room);
      this.dropIfEmpty(room);
    }, false);

    on('self.update', (room, self, message) => this.selfUpdate(room, self, message));
    on('hand.raise', (room, self) => {
      const refusal = canRaiseHand(self);
      if (refusal) throw new Refused(refusal);
      if (!self.flags.handRaised) this.update(room, self, (p) => { p.flags.handRaised = true; p.handRaisedAt = Date.now(); });
    });
    on('hand.lower', (room, self, message) => {
      const target = message.to && message.to !== self.id ? this.target(room, self, 'hand.lower_other', message.to) : self;
      this.update(room, target, (p) => { p.flags.handRaised = false; p.handRaisedAt = null; });
    });
    on('chat.send', (room, self, message) => this.sendChat(room, self, message));
    // broadcast (issue 12): the recorder, not a participant, answers the links peers open to it.
    on('rtc.signal', (room, self, message, { member }) => {
      if (!self && !recordersOf(room).has(member.memberId)) throw new Refused('not_admitted');
      this.relay(room, self?.id ?? member.memberId, message, 'rtc.signal');
    }, false);
    on('signal', (room, self, message) => this.relay(room, self.id, message, 'signal'));

    on('waiting_room.set', (room, self, message) => {
      this.check(self, 'waiting_room.set');
      room.waitingRoom = bool(message.enabled);
      this.publishRoom(room);
      if (!room.waitingRoom) for (const waiter of [...room.waiting.values()]) if (waiter.state === 'waiting_room') this.admitWaiter(room, waiter);
      return { waiting_room: room.waitingRoom };
    });
    on('lock.set', (room, self, message) => {
      this.check(self, 'lock.set');
      room.locked = bool(message.locked);
      this.publishRoom(room);
      return { locked: room.locked };
    });
    on('admit', (room, self, message) => {
      this.check(self, 'admit');
      const ids = message.to === '*' ? [...room.waiting.keys()] : [str(message.to)];
      for (const id of ids) {
        const waiter = room.waiting.get(id);
        if (!waiter) throw new Refused('member_not_found');
        if (room.participants.size >= capacityFor(room.mode)) throw new Refused('room_full');
        this.admitWaiter(room, waiter);
      }
    });
    on('deny', (room, self, message) => {
      this.check(self, 'deny');
      const waiter = room.waiting.get(str(message.to));
      if (!waiter) throw new Refused('member_not_found');
      room.waiting.delete(waiter.id);
      this.sendTo(room, waiter.id, { type: 'room.state', state: 'denied' });
      this.closeSockets(room, waiter.id, 'denied');
      this.sendWaitingList(room);
    });
    on('remove', (room, self, message) => this.removeOrBlock(room, self, str(message.to), false));
    on('block', (room, self, message) => this.removeOrBlock(room, self, str(message.to), true));

    on('cohost.offer', (room, self, message) => {
      const target = this.target(room, self, 'cohost.offer', message.to);
      room.cohostOffers.set(target.id, self.id);
      this.sendTo(room, target.id, { type: 'cohost.offer', from: self.id, from_name: self.displayName });
    });
    on('cohost.respond', (room, self, message) => {
      const from = room.cohostOffers.get(self.id);
      if (!from) throw new Refused('no_offer');
      room.cohostOffers.delete(self.id);
      const accept = bool(message.accept);
      if (accept) this.setRole(room, self, 'cohost', true);
      this.sendTo(room, from, { type: 'cohost.answer', from: self.id, from_name: self.displayName, accept });
      // A new co-host sees the whole room, audience included.
      if (accept) this.sendSnapshot(room, self.id);
    });
    on('cohost.revoke', (room, self, message) => this.setRole(room, this.target(room, self, 'cohost.revoke', message.to), 'cohost', false));
    on('presenter.set', (room, self, message) => this.setRole(room, this.target(room, self, 'presenter.set', message.to), 'presenter', bool(message.on)));
    on('interpreter.set', (room, self, message) => {
      const target = this.target(room, self, 'interpreter.set', message.to);
      this.setRole(room, target, 'interpreter', bool(message.on));
      if (bool(message.on)) this.update(room, target, (p) => { p.flags.handRaised = false; p.handRaisedAt = null; });
    });
    on('backstage.set', (room, self, message) => {
      const target = this.target(room, self, 'backstage.set', message.to);
      const on = bool(message.on);
      if (on) {
        const refusal = canGoBackstage(target, [...room.participants.values()]);
        if (refusal) throw new Refused(refusal);
      }
      this.update(room, target, (p) => {
        p.flags.invisible = on;
        if (on) { p.flags.handRaised = false; p.handRaisedAt = null; }
      });
    });
    on('pin.set', (room, self, message) => {
      const target = this.target(room, self, 'pin.set', message.to);
      this.update(room, target, (p) => { p.flags.pinned = bool(message.on); });
    });
    on('mute_all', (room, self, message) => {
      this.check(self, 'mute_all');
      const view = (['center', 'pin', 'gallery'].includes(str(message.view)) ? message.view : 'center') as ViewMode;
      const result = muteAllTargets(self, [...room.participants.values()], view);
      if ('refusal' in result) throw new Refused(result.refusal);
      for (const id of result.targets) this.forceOff(room, room.participants.get(id)!, 'mic');
      return { muted: result.targets.length };
    });
    on('cameras.stop', (room, self) => {
      this.check(self, 'cameras.stop');
      let stopped = 0;
      for (const p of room.participants.values()) {
        if (p.id === self.id || isHost(p) || !p.flags.cameraOn) continue;
        this.forceOff(room, p, 'camera');
        stopped++;
      }
      return { stopped };
    });
    on('media.stop', (room, self, message) => {
      const target = this.target(room, self, 'media.stop', message.to);
      this.forceOff(room, target, message.kind === 'camera' ? 'camera' : 'mic');
    });
    on('media.deny', (room, self, message) => {
      const target = this.target(room, self, 'media.deny', message.to);
      const kind = message.kind === 'camera' ? 'camera' : 'mic';
      const denied = bool(message.denied);
      this.update(room, target, (p) => {
        if (kind === 'mic') p.flags.micDenied = denied;
        else p.flags.cameraDenied = denied;
      });
      if (denied) this.forceOff(room, target, kind);
    });
    on('media.ask', (room, self, message) => {
      const target = this.target(room, self, 'media.ask', message.to);
      const kind = ['video', 'audio', 'mic'].includes(str(message.kind)) ? str(message.kind) : 'mic';
      if (canEnable(target, kind === 'video' ? 'camera' : 'mic')) throw new Refused('media_denied');
      this.sendTo(room, target.id, { type: 'media.ask', from: self.id, from_name: self.displayName, kind });
    });
    on('media.ask.reply', (room, self, message) => {
      const to = room.participants.get(str(message.to));
      if (!to) throw new Refused('member_not_found');
      this.sendTo(room, to.id, { type: 'media.ask.answer', from: self.id, from_name: self.displayName, kind: str(message.kind, 10), accept: bool(message.accept) });
    });
    on('mode.set', (room, self, message) => this.switchMode(room, self, str(message.mode, 20)));
    on('room.end', (room, self) => {
      this.check(self, 'room.end');
      this.endRoom(room);
    });
    on('room.export', async (room, self) => {
      this.check(self, 'room.export');
      return this.exportCsv(room);
    });
  }

  // ---- admission ----

  private async load(alias: string): Promise<Room> {
    const live = this.rooms.get(alias);
    if (live) return live;
    let pending = this.loading.get(alias);
    if (!pending) {
      pending = (async () => {
        const event = await this.deps.conferences.byAlias(alias);
        const chat = await this.chat.recent(alias, new Date(Date.now() - CHAT_HISTORY_WINDOW_MS), CHAT_HISTORY);
        const room = newRoom(alias, event.topic, event.host_id, roomModeOf(event.mode), chat);
        this.rooms.set(alias, room);
        return room;
      })().finally(() => this.loading.delete(alias));
      this.loading.set(alias, pending);
    }
    return pending;
  }

  private waiterOf(member: RoomMember, state: Waiter['state'] = 'waiting_room'): Waiter & { isHost: boolean; role: string } {
    return {
      role: member.role,
      id: member.memberId,
      displayName: member.displayName,
      accountId: member.accountId,
      deviceId: member.deviceId ?? null,
      isSpeaker: member.role === 'speaker',
      isHost: member.role === 'host',
      state,
      since: Date.now(),
      media: member.restored ? member.media : undefined,
      restoredRoles: member.restored ? member.roles : undefined,
    };
  }

  /**
   * A second tab of a signed-in account takes over: the older tab is told it was replaced and closed,
   * and the newer one keeps the roles the older one had.
   */
  private replaceOtherTab(room: Room, member: RoomMember): RoomRole[] {
    if (member.accountId === null) return [];
    for (const other of room.participants.values()) {
      if (other.accountId !== member.accountId || other.id === member.memberId) continue;
      const roles = other.roles;
      this.sendTo(room, other.id, { type: 'room.state', state: 'replaced' });
      this.closeSockets(room, other.id, 'replaced');
      this.removeParticipant(room, other.id, 'replaced');
      return roles;
    }
    for (const other of room.waiting.values()) {
      if (other.accountId !== member.accountId || other.id === member.memberId) continue;
      room.waiting.delete(other.id);
      this.sendTo(room, other.id, { type: 'room.state', state: 'replaced' });
      this.closeSockets(room, other.id, 'replaced');
    }
    return [];
  }

  private admit(room: Room, who: Waiter & { isHost?: boolean; role?: string }, inherited: RoomRole[] = []) {
    const presenters = [...room.participants.values()].filter((p) => p.roles.includes('presenter')).length;
    const roles = new Set<RoomRole>([...inherited, ...((who.restoredRoles ?? []) as RoomRole[])]);
    if (who.isHost) roles.add('host');
    if (who.isHost || joinsAsPresenter(room.mode, presenters, who.isSpeaker)) roles.add('presenter');
    const participant: Participant = {
      id: who.id,
      displayName: who.displayName,
      accountId: who.accountId,
      deviceId: who.deviceId,
      roles: [...roles],
      flags: who.media ? { ...defaultFlags(), hasMic: who.media.hasMic, micOn: who.media.micOn && who.media.hasMic, cameraOn: who.media.cameraOn } : defaultFlags(),
      handRaisedAt: null,
      connection: room.sockets.has(who.id) ? 'connected' : 'reconnecting',
      joinedAt: Date.now(),
      joinOrder: room.joinCounter++,
      announced: false,
    };
    room.participants.set(participant.id, participant);
    this.persistMember(room.alias, participant, who.role ?? (who.isSpeaker ? 'speaker' : 'participant'));
    this.publishParticipant(room, participant, 'participant.joined');
    this.sendSnapshot(room, participant.id);
  }

  private admitWaiter(room: Room, waiter: Waiter) {
    room.waiting.delete(waiter.id);
    this.admit(room, waiter);
    this.sendWaitingList(room);
  }

  /** The host arrived: people waiting for the host go to the waiting room (when on) or straight in. */
  private openRoom(room: Room) {
    room.started = true;
    for (const waiter of [...room.waiting.values()]) {
      if (waiter.state !== 'waiting_for_host') continue;
      if (room.waitingRoom) {
        waiter.state = 'waiting_room';
        this.sendState(room, waiter.id, 'waiting_room');
      } else if (room.participants.size < capacityFor(room.mode)) {
        this.admitWaiter(room, waiter);
      } else {
        room.waiting.delete(waiter.id);
        this.sendTo(room, waiter.id, { type: 'room.state', state: 'full' });
        this.closeSockets(room, waiter.id, 'full');
      }
    }
    this.sendWaitingList(room);
  }

  // ---- commands ----

  private check(self: Participant, command: Command, target?: Participant | null) {
    const refusal = checkCommand(self, command, target);
    if (refusal) throw new Refused(refusal);
  }

  /** The participant a command names, after the permission check. */
  private target(room: Room, self: Participant, command: Command, id: unknown): Participant {
    this.check(self, command);
    const target = room.participants.get(str(id));
    if (!target) throw new Refused('member_not_found');
    this.check(self, command, target);
    return target;
  }

  private selfUpdate(room: Room, self: Participant, message: Message) {
    if (message.mic_on === true) { const r = canEnable(self, 'mic'); if (r) throw new Refused(r); }
    if (message.camera_on === true) { const r = canEnable(self, 'camera'); if (r) throw new Refused(r); }
    this.update(room, self, (p) => {
      if (typeof message.has_mic === 'boolean') p.flags.hasMic = message.has_mic;
      if (typeof message.mic_on === 'boolean') p.flags.micOn = message.mic_on && p.flags.hasMic;
      if (typeof message.camera_on === 'boolean') p.flags.cameraOn = message.camera_on;
      if (!p.flags.hasMic) p.flags.micOn = false;
    });
  }

  private update(room: Room, participant: Participant, change: (p: Participant) => void) {
    change(participant);
    this.publishParticipant(room, participant, 'participant.updated');
  }

  private setRole(room: Room, participant: Participant, role: RoomRole, on: boolean) {
    this.update(room, participant, (p) => {
      p.roles = on ? [...new Set([...p.roles, role])] : p.roles.filter((r) => r !== role);
    });
  }

  /** Turns someone's mic or camera off, in the state and on their device. */
  private forceOff(room: Room, participant: Participant, kind: 'mic' | 'camera') {
    this.update(room, participant, (p) => {
      if (kind === 'mic') p.flags.micOn = false;
      else p.flags.cameraOn = false;
    });
    this.sendTo(room, participant.id, { type: 'media.force', [kind]: false });
  }

  private removeOrBlock(room: Room, self: Participant, id: string, block: boolean) {
    const participant = room.participants.get(id);
    const waiter = room.waiting.get(id);
    if (!participant && !waiter) {
      this.check(self, block ? 'block' : 'remove');
      throw new Refused('member_not_found');
    }
    this.check(self, block ? 'block' : 'remove', participant ?? null);
    const who = participant ?? waiter!;
    if (block) {
      room.blockedMembers.add(who.id);
      if (who.accountId !== null) room.blockedAccounts.add(who.accountId);
      if (who.deviceId) room.blockedDevices.add(who.deviceId);
    }
    this.sendTo(room, id, { type: 'room.state', state: block ? 'blocked' : 'removed' });
    this.closeSockets(room, id, block ? 'blocked' : 'removed');
    if (participant) this.removeParticipant(room, id, block ? 'blocked' : 'removed');
    else {
      room.waiting.delete(id);
      this.sendWaitingList(room);
    }
  }

  private switchMode(room: Room, self: Participant, raw: string) {
    this.check(self, 'mode.set');
    if (raw !== 'conference' && raw !== 'meeting') throw new Refused('invalid_input');
    const mode = raw as RoomMode;
    const refusal = canSwitchMode(mode, room.participants.size);
    if (refusal) throw new Refused(refusal);
    room.modeSwitching = true;
    this.publishRoom(room);
    room.mode = mode;
    const ordered = [...room.participants.values()].sort((a, b) => a.joinOrder - b.joinOrder);
    const current = new Set(ordered.filter((p) => p.roles.includes('presenter')).map((p) => p.id));
    const next = presentersAfterSwitch(mode, ordered.map((p) => p.id), current);
    for (const p of ordered) if (next.has(p.id) && !current.has(p.id)) this.setRole(room, p, 'presenter', true);
    room.modeSwitching = false;
    this.publishRoom(room);
    return { mode };
  }

  private relay(room: Room, fromId: string, message: Message, type: 'rtc.signal' | 'signal') {
    const to = str(message.to, 64);
    const target = room.participants.has(to) || (type === 'rtc.signal' && recordersOf(room).has(to)); // broadcast (issue 12)
    if (!target || !room.sockets.has(to) || to === fromId) throw new Refused('member_not_found');
    this.sendTo(room, to, { type, from: fromId, data: message.data ?? null });
  }

  // ---- broadcast (issue 12): the hidden recorder member ----

  private recorderJoined(room: Room, id: string, connection: Connection) {
    recordersOf(room).add(id);
    connection.send({
      type: 'room.snapshot', seq: room.seq, self_id: id, recorder: true, room: roomJson(room, capacityFor(room.mode)),
      participant_count: room.participants.size, participants: [...room.participants.values()].map(participantJson),
      chat: [], waiting: [], cohost_offer: null, recorders: [],
    });
    this.recordersChanged(room, false);
  }

  /** Everyone learns the recorders' ids, so that their media links include them. */
  private recordersChanged(room: Room, left: boolean) {
    this.publish(room, { type: 'recorders.updated', recorders: [...recordersOf(room)] });
    if (left) this.dropIfEmpty(room);
  }

  private async sendChat(room: Room, self: Participant, message: Message) {
    const text = str(message.text, CHAT_TEXT_MAX + 1).trim();
    if (text.length > CHAT_TEXT_MAX) throw new Refused('invalid_input');
    const attachment = this.attachmentOf(message.attachment);
    if (!text && !attachment) throw new Refused('invalid_input');
    const saved = await this.chat.insert(room.alias, { memberId: self.id, displayName: self.displayName, accountId: self.accountId, text, attachment });
    room.chat.push(saved);
    if (room.chat.length > CHAT_HISTORY) room.chat.splice(0, room.chat.length - CHAT_HISTORY);
    this.publish(room, { type: 'chat.message', message: saved });
    return { id: saved.id };
  }

  /** Attachments are files already uploaded through the files endpoint, within the chat limit (spec §5). */
  private attachmentOf(raw: unknown): ChatAttachment | null {
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== 'object') throw new Refused('invalid_input');
    const a = raw as Record<string, unknown>;
    const url = str(a.url, 300);
    const size = typeof a.size === 'number' ? a.size : -1;
    if (!ATTACHMENT_URL.test(url) || size < 0 || size > FILE_LIMIT_BYTES) throw new Refused('invalid_input');
    return { kind: a.kind === 'image' ? 'image' : 'file', url, name: str(a.name, 200) || 'file', size, mime: str(a.mime, 100) };
  }

  private async exportCsv(room: Room) {
    const history = await this.chat.recent(room.alias, new Date(Date.now() - CHAT_HISTORY_WINDOW_MS), 10_000);
    const chatCsv = toCsv(['time', 'from', 'message', 'attachment'], history.map((m: ChatMessage) => [m.at, m.from_name, m.text, m.attachment?.url ?? '']));
    const people = [...room.participants.values()].sort((a, b) => a.joinOrder - b.joinOrder);
    const participantsCsv = toCsv(
      ['name', 'roles', 'joined_at', 'connection', 'mic_on', 'camera_on', 'hand_raised'],
      people.map((p) => [p.displayName, p.roles.join(' '), new Date(p.joinedAt).toISOString(), p.connection, p.flags.micOn, p.flags.cameraOn, p.flags.handRaised]),
    );
    return { chat_csv: chatCsv, participants_csv: participantsCsv };
  }

  private endRoom(room: Room) {
    this.flush(room);
    const text = JSON.stringify({ type: 'room.state', state: 'ended' });
    for (const [id, sockets] of room.sockets) {
      for (const connection of sockets) {
        sendText(connection, text);
        connection.close(4000, 'ended');
      }
      this.resumeTokens.delete(id);
    }
    for (const timer of room.graceTimers.values()) clearTimeout(timer);
    if (room.countTimer) clearTimeout(room.countTimer);
    for (const id of room.participants.keys()) this.resumeTokens.delete(id);
    this.rooms.delete(room.alias);
  }

  // ---- presence ----

  private removeParticipant(room: Room, id: string, reason: string) {
    const leaving = room.participants.get(id);
    if (!leaving || !room.participants.delete(id)) return;
    const timer = room.graceTimers.get(id);
    if (timer) clearTimeout(timer);
    room.graceTimers.delete(id);
    room.cohostOffers.delete(id);
    if (reason !== 'timeout') room.sockets.delete(id);
    if (leaving.announced) this.publish(room, { type: 'participant.left', id, reason });
    else this.sendToModerators(room, { type: 'participant.left', id, reason });
    this.countChanged(room);
    this.dropIfEmpty(room);
  }

  /** An empty room is forgotten (its chat stays in the database); the next one waits for the host again. */
  private dropIfEmpty(room: Room) {
    if (room.participants.size > 0 || room.waiting.size > 0 || room.sockets.size > 0) return;
    this.rooms.delete(room.alias);
  }

  private closeSockets(room: Room, id: string, reason: string) {
    const sockets = room.sockets.get(id);
    room.sockets.delete(id);
    this.resumeTokens.delete(id);
    for (const connection of sockets ?? []) connection.close(4003, reason);
  }

  // ---- delivery ----

  private sendTo(room: Room, id: string, message: Record<string, unknown>) {
    const sockets = room.sockets.get(id);
    if (!sockets?.size) return;
    const text = JSON.stringify(message);
    for (const connection of sockets) sendText(connection, text);
  }

  private sendSnapshot(room: Room, id: string, only?: Connection) {
    const self = room.participants.get(id)!;
    const snapshot = {
      type: 'room.snapshot',
      seq: room.seq,
      self_id: id,
      resume_token: this.resumeTokens.get(id),
      room: roomJson(room, capacityFor(room.mode)),
      participant_count: room.participants.size,
      participants: (isModerator(self) || !this.isLarge(room)
        ? [...room.participants.values()]
        : [...room.participants.values()].filter((p) => p.announced || p.id === id)).map(participantJson),
      chat: room.chat,
      waiting: isModerator(self) ? [...room.waiting.values()].filter((w) => w.state === 'waiting_room').map(waiterJson) : [],
      cohost_offer: room.cohostOffers.has(id) ? { from: room.cohostOffers.get(id) } : null,
      recorders: [...recordersOf(room)], // broadcast (issue 12)
    };
    if (only) only.send(snapshot);
    else this.sendTo(room, id, snapshot);
  }

  private sendState(room: Room, id: string, state: Waiter['state'], only?: Connection) {
    const message = { type: 'room.state', state, resume_token: this.resumeTokens.get(id), room: { title: room.title, alias: room.alias } };
    if (only) only.send(message);
    else this.sendTo(room, id, message);
  }

  /** Moderators see the waiting room as a whole list whenever it changes. */
  private sendWaitingList(room: Room) {
    const waiting = [...room.waiting.values()].filter((w) => w.state === 'waiting_room').map(waiterJson);
    const text = JSON.stringify({ type: 'room.waiting', waiting });
    for (const p of room.participants.values()) {
      if (!isModerator(p)) continue;
      for (const connection of room.sockets.get(p.id) ?? []) sendText(connection, text);
    }
  }

  /** Large conference and theater rooms: the audience is not announced to everyone (that would be quadratic). */
  private isLarge(room: Room) {
    return !isMeetingMode(room.mode) && room.participants.size >= this.largeRoomAudience;
  }

  /**
   * A participant change goes to everyone (in sequence) when the room is small or the person is on
   * stage (a role, a raised hand, a pin); otherwise only to moderators and the person. Once announced,
   * a participant's changes always go to everyone, so that nobody keeps a stale entry.
   */
  private publishParticipant(room: Room, p: Participant, type: 'participant.joined' | 'participant.updated') {
    this.saveRoles(p);
    if (p.announced || !this.isLarge(room) || p.roles.length > 0 || p.flags.handRaised || p.flags.pinned) {
      p.announced = true;
      this.publish(room, { type, participant: participantJson(p) });
    } else {
      const event = { type, participant: participantJson(p) };
      this.sendToModerators(room, event);
      if (!isModerator(p)) this.sendTo(room, p.id, { type: 'room.events', events: [event] });
    }
    if (type === 'participant.joined') this.countChanged(room);
  }

  /** Unsequenced participant events for moderators only (they see the whole room). */
  private sendToModerators(room: Room, event: Record<string, unknown>) {
    const text = JSON.stringify({ type: 'room.events', events: [event] });
    for (const p of room.participants.values()) {
      if (!isModerator(p)) continue;
      for (const connection of room.sockets.get(p.id) ?? []) sendText(connection, text);
    }
  }

  /** Everyone learns the head count at most once a second (large rooms do not announce each join). */
  private countChanged(room: Room) {
    if (room.countTimer) return;
    room.countTimer = setTimeout(() => {
      room.countTimer = null;
      if (this.rooms.get(room.alias) !== room) return;
      const text = JSON.stringify({ type: 'room.count', count: room.participants.size });
      for (const id of room.participants.keys()) for (const connection of room.sockets.get(id) ?? []) sendText(connection, text);
    }, 1000);
    room.countTimer.unref?.();
  }

  private publishRoom(room: Room) {
    this.publish(room, { type: 'room.updated', room: roomJson(room, capacityFor(room.mode)) });
  }

  /** Numbers a state change and queues it; everything queued in one tick goes out as one frame. */
  private publish(room: Room, event: RoomEvent) {
    event.seq = ++room.seq;
    room.queue.push(event);
    if (room.flushScheduled) return;
    room.flushScheduled = true;
    setImmediate(() => this.flush(room));
  }

  private flush(room: Room) {
    room.flushScheduled = false;
    if (room.queue.length === 0) return;
    const text = JSON.stringify({ type: 'room.events', events: room.queue });
    room.queue = [];
    for (const id of [...room.participants.keys(), ...recordersOf(room)]) { // recorders: broadcast (issue 12)
      for (const connection of room.sockets.get(id) ?? []) sendText(connection, text);
    }
  }
}
