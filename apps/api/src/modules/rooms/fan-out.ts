import type { RoomServerMessage, RoomSnapshot, UnsequencedRoomEvent } from '@platform/contracts';
import type { Connection } from '../../lib/connection';
import { SharedFrame } from '../../lib/shared-frame';
import type { MemberRepository } from './member-repository';
import { participantJson, roomJson, waiterJson, type Participant, type Room, type UnnumberedEvent, type Waiter } from './room-state';
import { capacityFor, isMeetingMode, isModerator } from './rules';
import { mediaSeatOf, type MediaSeatObserver } from './media-seat';
import { keptFlagsOf, keptWaitersOf, type SettingsKeeper } from './kept-settings';

/** From this many people on, a conference or theater room stops announcing its audience to everyone. */
export const LARGE_ROOM_AUDIENCE = 200;

/** Settings the tests and the bench change on a live controller. */
export interface RoomSettings {
  /** How long a dropped participant keeps their place (ms). */
  graceMs: number;
  /** Room size from which a conference or theater room stops announcing its audience. */
  largeRoomAudience: number;
}

/** Sends an already serialised frame (one JSON.stringify, one UTF-8 encoding and one websocket frame for a whole room's fan-out). */
function sendText(connection: Connection, frame: string | SharedFrame) {
  if (connection.sendRaw) connection.sendRaw(frame);
  else connection.send(JSON.parse(frame.toString()) as Record<string, unknown>);
}

/** One typed frame to one socket. */
export const sendFrame = (connection: Connection, frame: RoomServerMessage) => connection.send(frame);

/**
 * Who hears what in a room: one member, the moderators, or everyone admitted; ordered state changes
 * (`seq`) batched per tick into one `room.events` frame per socket; the head count once a second.
 * Everything sent is a value of the room event contract.
 */
export class RoomFanOut {
  /** Told of every participant change and leave, to hold the media server to the room (LiveKit). */
  seats: MediaSeatObserver | null = null;
  /** Several instances: keeps each participant's hand, pin and denials, and the waiting room, for an instance taking the room over. */
  keeper: Pick<SettingsKeeper, 'keepFlags' | 'keepWaiting'> | null = null;
  /**
   * The moderators (host, co-hosts) of each room, noted at every participant change (roles change only
   * through one: `publishParticipant`), so a message for moderators does not scan a room of thousands:
   * in a large room each join sends one, which made a join burst quadratic. A leaver is dropped when met.
   */
  private readonly moderators = new WeakMap<Room, Set<string>>();

  constructor(
    private readonly rooms: Map<string, Room>,
    private readonly resumeTokens: Map<string, string>,
    private readonly members: MemberRepository,
    private readonly settings: RoomSettings,
  ) {}

  sendTo(room: Room, id: string, message: RoomServerMessage) {
    if (message.type !== 'room.snapshot' && room.awaitingSnapshot.has(id)) return;
    const sockets = room.sockets.get(id);
    if (!sockets?.size) return;
    const text = JSON.stringify(message);
    for (const connection of sockets) sendText(connection, text);
  }

  /** Everything a participant needs to draw the room; a moderator also sees the audience and the waiting room. */
  sendSnapshot(room: Room, id: string, only?: Connection) {
    const self = room.participants.get(id)!;
    const snapshot: RoomSnapshot = {
      type: 'room.snapshot',
      seq: room.seq,
      self_id: id,
      resume_token: this.resumeTokens.get(id) ?? '',
      room: roomJson(room, capacityFor(room.mode)),
      participant_count: room.participants.size,
      participants: (isModerator(self) || !this.isLarge(room)
        ? [...room.participants.values()]
        : [...room.participants.values()].filter((p) => p.announced || p.id === id)
      ).map(participantJson),
      chat: room.chat,
      waiting: isModerator(self) ? this.waitingList(room) : [],
      cohost_offer: room.cohostOffers.has(id) ? { from: room.cohostOffers.get(id)! } : null,
      recorders: [...room.recorders],
    };
    if (only) sendFrame(only, snapshot);
    else this.sendTo(room, id, snapshot);
  }

  /** The recorder sees what viewers see: the room and everyone visible; no chat, no waiting room, no resume. */
  sendRecorderSnapshot(room: Room, id: string, connection: Connection) {
    sendFrame(connection, {
      type: 'room.snapshot',
      seq: room.seq,
      self_id: id,
      resume_token: '',
      recorder: true,
      room: roomJson(room, capacityFor(room.mode)),
      participant_count: room.participants.size,
      participants: [...room.participants.values()].filter((p) => p.announced || !this.isLarge(room)).map(participantJson),
      chat: [],
      waiting: [],
      cohost_offer: null,
      recorders: [...room.recorders],
    });
  }

  /** Everyone learns the recorders' ids, so that their media links include them. */
  publishRecorders(room: Room) {
    this.publish(room, { type: 'recorders.updated', recorders: [...room.recorders] });
  }

  /** Someone not in the room learns only where they are: the room's title, nothing about who is in it. */
  sendState(room: Room, id: string, state: Waiter['state'], only?: Connection) {
    const token = this.resumeTokens.get(id);
    const message: RoomServerMessage = {
      type: 'room.state',
      state,
      ...(token && { resume_token: token }),
      room: { title: room.title, alias: room.alias },
    };
    if (only) sendFrame(only, message);
    else this.sendTo(room, id, message);
  }

  /** Moderators see the waiting room as a whole list whenever it changes. */
  sendWaitingList(room: Room) {
    this.toModerators(room, { type: 'room.waiting', waiting: this.waitingList(room) });
    this.keepWaiters(room);
  }

  /** Everyone waiting (the waiting room, or for the host) is kept for a takeover (several instances). */
  keepWaiters(room: Room) {
    this.keeper?.keepWaiting(room.alias, keptWaitersOf(room, this.resumeTokens));
  }

  /** A participant's hand, pin, denials or pending co-host offer are kept for a takeover (several instances). */
  keepFlags(room: Room, p: Participant) {
    this.keeper?.keepFlags(room.alias, p.id, keptFlagsOf(p, room));
  }

  /**
   * A participant change goes to everyone (in sequence) when the room is small or the person is on
   * stage (a role, a raised hand, a pin); otherwise only to moderators and the person. Once announced,
   * a participant's changes always go to everyone, so that nobody keeps a stale entry.
   */
  publishParticipant(room: Room, p: Participant, type: 'participant.joined' | 'participant.updated') {
    this.noteModerator(room, p);
    this.members.saveRoles(p);
    this.keepFlags(room, p);
    if (p.announced || !this.isLarge(room) || p.roles.length > 0 || p.flags.handRaised || p.flags.pinned) {
      p.announced = true;
      this.publish(room, { type, participant: participantJson(p) });
    } else {
      const event: UnsequencedRoomEvent = { type, participant: participantJson(p) };
      this.sendToModerators(room, event);
      if (!isModerator(p)) this.sendTo(room, p.id, { type: 'room.events', events: [event] });
    }
    if (type === 'participant.joined') this.countChanged(room);
    else this.seats?.changed(room.alias, mediaSeatOf(room, p));
  }

  /** Everyone's media rights may have changed at once (the room's mode). */
  seatsChanged(room: Room) {
    for (const p of room.participants.values()) this.seats?.changed(room.alias, mediaSeatOf(room, p));
  }

  /** Unsequenced participant events for moderators only (they see the whole room). */
  sendToModerators(room: Room, event: UnsequencedRoomEvent) {
    this.toModerators(room, { type: 'room.events', events: [event] });
  }

  /** Everyone learns the head count at most once a second (large rooms do not announce each join). */
  countChanged(room: Room) {
    if (room.countTimer) return;
    room.countTimer = setTimeout(() => {
      room.countTimer = null;
      if (this.rooms.get(room.alias) !== room) return;
      this.toParticipants(room, JSON.stringify({ type: 'room.count', count: room.participants.size } satisfies RoomServerMessage));
    }, 1000);
    room.countTimer.unref?.();
  }

  publishRoom(room: Room) {
    this.publish(room, { type: 'room.updated', room: roomJson(room, capacityFor(room.mode)) });
  }

  /** Numbers a state change and queues it; everything queued in one tick goes out as one frame. */
  publish(room: Room, event: UnnumberedEvent) {
    // Spreading a union loses which member it was; adding `seq` back to any member is a room event.
    room.queue.push({ ...event, seq: ++room.seq } as Room['queue'][number]);
    if (room.flushScheduled) return;
    room.flushScheduled = true;
    setImmediate(() => this.flush(room));
  }

  flush(room: Room) {
    room.flushScheduled = false;
    if (room.queue.length === 0) return;
    const text = JSON.stringify({ type: 'room.events', events: room.queue } satisfies RoomServerMessage);
    room.queue = [];
    this.toParticipants(room, text);
  }

  /** An unsequenced message for everyone admitted and the broadcast's recorders (a reaction: seen when sent, never replayed). */
  toEveryone(room: Room, message: RoomServerMessage) {
    this.toParticipants(room, JSON.stringify(message));
  }

  /** Large conference and theater rooms: the audience is not announced to everyone (that would be quadratic). */
  isLarge(room: Room) {
    return !isMeetingMode(room.mode) && room.participants.size >= this.settings.largeRoomAudience;
  }

  private waitingList(room: Room) {
    return [...room.waiting.values()].filter((w) => w.state === 'waiting_room').map(waiterJson);
  }

  private noteModerator(room: Room, p: Participant) {
    let ids = this.moderators.get(room);
    if (!ids) this.moderators.set(room, (ids = new Set()));
    if (isModerator(p)) ids.add(p.id);
    else ids.delete(p.id);
  }

  private toModerators(room: Room, message: RoomServerMessage) {
    const ids = this.moderators.get(room);
    if (!ids?.size) return;
    const text = SharedFrame.of(JSON.stringify(message));
    for (const id of ids) {
      const p = room.participants.get(id);
      if (!p || !isModerator(p)) {
        ids.delete(id); // left, or no longer a moderator
        continue;
      }
      if (room.awaitingSnapshot.has(id)) continue;
      for (const connection of room.sockets.get(id) ?? []) sendText(connection, text);
    }
  }

  /**
   * Another module's frame (a gift, the broadcast's state, the audience stream's status), serialised
   * once, to the admitted participants: not the waiting room, not the recorders (they draw the stage).
   */
  announce(room: Room, message: object) {
    this.toMembers(room, room.participants.keys(), JSON.stringify(message));
  }

  /** Only admitted participants (and the broadcast's recorders): nobody in the waiting room hears about the room. */
  private toParticipants(room: Room, text: string) {
    this.toMembers(room, room.participants.keys(), text);
    this.toMembers(room, room.recorders, text);
  }

  /**
   * Sockets other instances hold are queued first and their instances told at once (`relay.flush`): they write
   * their share while this instance writes its own, instead of after it.
   */
  private toMembers(room: Room, ids: Iterable<string>, text: string) {
    const frame = SharedFrame.of(text); // encoded once for every socket (and every instance holding some)
    const here: Connection[] = [];
    const relays = new Set<NonNullable<Connection['relay']>>();
    for (const id of ids) {
      if (room.awaitingSnapshot.has(id)) continue;
      for (const connection of room.sockets.get(id) ?? []) {
        if (!connection.relay) here.push(connection);
        else {
          sendText(connection, frame);
          relays.add(connection.relay);
        }
      }
    }
    for (const relay of relays) relay.flush();
    for (const connection of here) sendText(connection, frame);
  }
}
