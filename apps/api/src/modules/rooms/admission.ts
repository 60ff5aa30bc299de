import type { ConferenceService } from '../conferences/service';
import type { Connection } from '../../lib/connection';
import type { RoomMember } from './sockets/room-registry';
import type { ChatRepository } from './chat-repository';
import type { RoomFanOut } from './fan-out';
import type { MemberRepository } from './member-repository';
import type { RoomPresence } from './presence';
import type { LiveRooms } from './live-rooms';
import { applyKept, applyKeptFlags, applyKeptOffer, keptSettingsOf, type KeptFlags, type SettingsKeeper } from './kept-settings';
import { sha256 } from '../../lib/secrets';
import { mediaSeatOf } from './media-seat';
import { defaultFlags, newRoom, type Participant, type Room, type Waiter } from './room-state';
import { admission, capacityFor, joinsAsPresenter, roomModeOf, type Admission, type RoomRole } from './rules';

export const CHAT_HISTORY = 200;
export const CHAT_HISTORY_WINDOW_MS = 12 * 60 * 60_000;

type Entrant = Waiter & { isHost?: boolean; role?: string };

/**
 * Who gets in: loading a room, the decision for a newcomer (blocks, lock, capacity, waiting for the
 * host, the waiting room), a second tab taking over, admitting and denying, and the host opening the room.
 */
export class RoomAdmission {
  private readonly loading = new Map<string, Promise<Room>>();
  /** Rooms this instance took over with kept settings (several instances): see `decide`. */
  private readonly takenOver = new WeakSet<Room>();
  /** A room taken over: each participant's hand, pin and denials as the lost owner kept them, until they are back. */
  private readonly keptFlags = new WeakMap<Room, Map<string, KeptFlags>>();

  constructor(
    private readonly rooms: LiveRooms,
    private readonly resumeTokens: Map<string, string>,
    private readonly deps: {
      conferences: ConferenceService;
      chat: ChatRepository;
      members: MemberRepository;
      fanOut: RoomFanOut;
      presence: RoomPresence;
      keeper: SettingsKeeper;
      /**
       * Several instances: an admitted member learns they are in (their snapshot) only once their row, which a
       * resume on any instance reads, is written; an owner lost just after that loses nothing it acknowledged.
       */
      snapshotWhenSaved?: boolean;
    },
  ) {}

  async load(alias: string): Promise<Room> {
    const live = this.rooms.get(alias);
    if (live) return live;
    let pending = this.loading.get(alias);
    if (!pending) {
      pending = (async () => {
        const event = await this.deps.conferences.byAlias(alias);
        const chat = await this.deps.chat.recent(alias, new Date(Date.now() - CHAT_HISTORY_WINDOW_MS), CHAT_HISTORY);
        const room = newRoom(alias, event.topic, event.host_id, roomModeOf(event.mode), chat, this.rooms.socketsFor(alias));
        // Taken over from an instance that is gone: its lock, waiting room and blocks hold here too, and each
        // participant's flags (kept also when the settings never changed, so read whether or not there are settings).
        const [kept, flags] = [await this.deps.keeper.load(alias), await this.deps.keeper.loadFlags(alias)];
        if (kept) applyKept(room, kept);
        if (kept || flags.size) {
          this.takenOver.add(room);
          this.keptFlags.set(room, flags);
        }
        this.rooms.set(alias, room);
        return room;
      })().finally(() => this.loading.delete(alias));
      this.loading.set(alias, pending);
    }
    return pending;
  }

  isBlocked(room: Room, who: { memberId: string; accountId: number | null; deviceId?: string | null }) {
    return (
      room.blockedMembers.has(who.memberId) ||
      (who.accountId !== null && room.blockedAccounts.has(who.accountId)) ||
      (!!who.deviceId && room.blockedDevices.has(who.deviceId))
    );
  }

  /** Where a newcomer goes, by the room's rules. */
  decide(room: Room, member: RoomMember): Admission {
    return admission({
      isHost: member.role === 'host',
      // Back after a restart of the service, into the room they were in; once the room is open again
      // they are newcomers like anyone (a lock, the waiting room and blocks hold for them too).
      // In a room taken over from a lost instance, the kept lock and waiting room were for newcomers: someone
      // with a stored row was admitted before the takeover, so they come back whenever they reconnect.
      returning: !!member.restored && (!room.started || (this.takenOver.has(room) && !this.isBlocked(room, member))),
      blocked: this.isBlocked(room, member),
      locked: room.locked,
      wasWaiting: member.waitingSince !== undefined,
      waitingRoom: room.waitingRoom,
      started: room.started,
      admittedCount: room.participants.size,
      capacity: capacityFor(room.mode),
    });
  }

  /** A newcomer's socket opened: admit them, queue them, or say why not and close. */
  place(room: Room, member: RoomMember, connection: Connection) {
    const waiter = room.waiting.get(member.memberId);
    if (waiter) return this.deps.fanOut.sendState(room, waiter.id, waiter.state, connection);
    const inherited = this.replaceOtherTab(room, member);
    const decision = this.decide(room, member);
    if (decision === 'admit') {
      this.admit(room, this.entrantOf(member), inherited);
      // The host opens the room; so does anyone back from before a restart (the room was open then).
      if ((member.role === 'host' || member.restored) && !room.started) this.openRoom(room);
      return;
    }
    if (decision === 'waiting_room' || decision === 'waiting_for_host') {
      const entry = this.entrantOf(member, decision);
      room.waiting.set(entry.id, entry);
      this.deps.fanOut.sendState(room, entry.id, decision);
      if (decision === 'waiting_room') this.deps.fanOut.sendWaitingList(room);
      else this.deps.fanOut.keepWaiters(room);
      return;
    }
    // locked, full, blocked: say why and close (nothing else about the room); locked or full may try again
    if (decision === 'blocked') this.deps.presence.shutOut(room, member.memberId, decision);
    else this.deps.presence.turnAway(room, member.memberId, decision);
  }

  /** The host or a co-host lets someone in from the waiting room. */
  admitWaiter(room: Room, waiter: Waiter) {
    room.waiting.delete(waiter.id);
    this.admit(room, waiter);
    this.deps.fanOut.sendWaitingList(room);
  }

  deny(room: Room, waiter: Waiter) {
    room.waiting.delete(waiter.id);
    this.deps.presence.shutOut(room, waiter.id, 'denied');
    this.deps.fanOut.sendWaitingList(room);
  }

  /** The lock, the waiting room or a block changed: kept where another instance taking the room over finds it. */
  keep(room: Room) {
    this.deps.keeper.keep(room.alias, keptSettingsOf(room));
  }

  /** Removes (or blocks, also by account and device) a participant or a waiter, for good. */
  shutOutMember(room: Room, who: Participant | Waiter, block: boolean) {
    if (block) {
      room.blockedMembers.add(who.id);
      if (who.accountId !== null) room.blockedAccounts.add(who.accountId);
      if (who.deviceId) room.blockedDevices.add(who.deviceId);
      this.keep(room);
    }
    const wasParticipant = room.participants.has(who.id);
    this.deps.presence.shutOut(room, who.id, block ? 'blocked' : 'removed');
    if (wasParticipant) this.deps.presence.removeParticipant(room, who.id, block ? 'blocked' : 'removed');
    else {
      room.waiting.delete(who.id);
      this.deps.fanOut.sendWaitingList(room);
    }
  }

  /** Turning the waiting room off lets everyone in it in. */
  admitWaitingRoom(room: Room) {
    for (const waiter of [...room.waiting.values()]) if (waiter.state === 'waiting_room') this.admitWaiter(room, waiter);
  }

  private entrantOf(member: RoomMember, state: Waiter['state'] = 'waiting_room'): Entrant {
    return {
      role: member.role,
      id: member.memberId,
      displayName: member.displayName,
      accountId: member.accountId,
      deviceId: member.deviceId ?? null,
      isSpeaker: member.role === 'speaker',
      isHost: member.role === 'host',
      state,
      since: member.waitingSince ?? Date.now(),
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
      this.deps.presence.shutOut(room, other.id, 'replaced');
      this.deps.presence.removeParticipant(room, other.id, 'replaced');
      return roles;
    }
    for (const other of room.waiting.values()) {
      if (other.accountId !== member.accountId || other.id === member.memberId) continue;
      room.waiting.delete(other.id);
      this.deps.presence.shutOut(room, other.id, 'replaced');
    }
    return [];
  }

  private admit(room: Room, who: Entrant, inherited: RoomRole[] = []) {
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
      flags: who.media
        ? { ...defaultFlags(), hasMic: who.media.hasMic, micOn: who.media.micOn && who.media.hasMic, cameraOn: who.media.cameraOn }
        : defaultFlags(),
      handRaisedAt: null,
      connection: room.sockets.has(who.id) ? 'connected' : 'reconnecting',
      joinedAt: Date.now(),
      joinOrder: room.joinCounter++,
      announced: false,
    };
    const kept = this.keptFlags.get(room)?.get(participant.id);
    if (kept) applyKeptFlags(participant, kept);
    if (kept) applyKeptOffer(room, participant, kept);
    this.keptFlags.get(room)?.delete(participant.id);
    room.participants.set(participant.id, participant);
    const token = this.resumeTokens.get(participant.id);
    this.deps.keeper.admit(room.alias, participant.id, mediaSeatOf(room, participant), token && sha256(token));
    const saved = token && this.deps.members.save(room.alias, participant, who.role ?? (who.isSpeaker ? 'speaker' : 'participant'), token);
    const hold = !!saved && this.deps.snapshotWhenSaved;
    if (hold) room.awaitingSnapshot.set(participant.id, participant);
    this.deps.fanOut.publishParticipant(room, participant, 'participant.joined');
    if (!hold) return this.deps.fanOut.sendSnapshot(room, participant.id);
    void saved.then(() => {
      if (room.awaitingSnapshot.get(participant.id) !== participant) return;
      room.awaitingSnapshot.delete(participant.id);
      if (room.participants.get(participant.id) === participant) this.deps.fanOut.sendSnapshot(room, participant.id);
    });
  }

  /** The host arrived: people waiting for the host go to the waiting room (when on) or straight in. */
  private openRoom(room: Room) {
    room.started = true;
    for (const waiter of [...room.waiting.values()]) {
      if (waiter.state !== 'waiting_for_host') continue;
      if (room.waitingRoom) {
        waiter.state = 'waiting_room';
        this.deps.fanOut.sendState(room, waiter.id, 'waiting_room');
      } else if (room.participants.size < capacityFor(room.mode)) {
        this.admitWaiter(room, waiter);
      } else {
        room.waiting.delete(waiter.id);
        this.deps.presence.turnAway(room, waiter.id, 'full');
      }
    }
    this.deps.fanOut.sendWaitingList(room);
  }
}
