import { ROOM_CLOSE, type LeaveReason } from '@platform/contracts';
import type { Connection } from '../../lib/connection';
import { recorderSeat } from '../call-config/service';
import type { RoomMember } from './sockets/room-registry';
import type { RoomFanOut, RoomSettings } from './fan-out';
import type { MemberRepository } from './member-repository';
import { noKeeper, type SettingsKeeper } from './kept-settings';
import { stopTimers, type Participant, type Room } from './room-state';

/** Why a socket is closed for good (the client does not reconnect). */
export type ClosedFor = 'blocked' | 'removed' | 'denied' | 'replaced' | 'locked' | 'full' | 'ended';

/**
 * Who is connected and who keeps their place: sockets per member, the grace period of a dropped
 * participant (a clean close or a `room.leave` is a leave at once), leaving, and ending the room.
 */
export class RoomPresence {
  constructor(
    private readonly rooms: Map<string, Room>,
    private readonly resumeTokens: Map<string, string>,
    private readonly fanOut: RoomFanOut,
    private readonly members: MemberRepository,
    private readonly settings: RoomSettings,
    private readonly keeper: SettingsKeeper = noKeeper,
  ) {}

  /** The broadcast's recorder joined: it gets the room and media links, and is never admitted (issue 12). */
  attachRecorder(room: Room, member: RoomMember, connection: Connection) {
    const sockets = room.sockets.get(member.memberId) ?? new Set<Connection>();
    sockets.add(connection);
    room.sockets.set(member.memberId, sockets);
    this.fanOut.sendRecorderSnapshot(room, member.memberId, connection);
    if (room.recorders.has(member.memberId)) return;
    room.recorders.add(member.memberId);
    this.keeper.recorder(room.alias, member.memberId, recorderSeat(member.memberId));
    this.fanOut.publishRecorders(room);
  }

  /** A member's socket opened: counted with their other sockets; a returning participant is connected again. */
  attach(room: Room, member: RoomMember, connection: Connection): Participant | undefined {
    const sockets = room.sockets.get(member.memberId) ?? new Set<Connection>();
    sockets.add(connection);
    room.sockets.set(member.memberId, sockets);
    const existing = room.participants.get(member.memberId);
    if (!existing) return undefined;
    const timer = room.graceTimers.get(member.memberId);
    if (timer) clearTimeout(timer);
    room.graceTimers.delete(member.memberId);
    if (existing.connection !== 'connected') {
      existing.connection = 'connected';
      this.fanOut.publishParticipant(room, existing, 'participant.updated');
    }
    return existing;
  }

  /**
   * A socket closed. `clean`: the page went away on purpose (close code 1000/1001), so the participant
   * leaves at once; a dropped connection keeps their place for the grace period. A waiter leaves the queue.
   */
  detach(member: RoomMember, connection: Connection, clean = false) {
    const room = this.rooms.get(member.alias);
    const sockets = room?.sockets.get(member.memberId);
    if (!room || !sockets) return;
    sockets.delete(connection);
    if (sockets.size > 0) return;
    room.sockets.delete(member.memberId);
    if (room.recorders.delete(member.memberId)) {
      this.keeper.recorder(room.alias, member.memberId, null);
      this.fanOut.publishRecorders(room);
      return this.dropIfEmpty(room);
    }
    const participant = room.participants.get(member.memberId);
    if (participant && clean) return this.removeParticipant(room, member.memberId, 'left');
    if (participant) {
      participant.connection = 'reconnecting';
      this.fanOut.publishParticipant(room, participant, 'participant.updated');
      room.graceTimers.set(
        member.memberId,
        setTimeout(() => {
          room.graceTimers.delete(member.memberId);
          if (room.sockets.has(member.memberId)) return;
          this.removeParticipant(room, member.memberId, 'timeout');
        }, this.settings.graceMs),
      );
      return;
    }
    if (room.waiting.delete(member.memberId)) {
      this.fanOut.sendWaitingList(room);
      this.dropIfEmpty(room);
    }
  }

  /** `room.leave`: the participant or waiter gives up their place now. */
  leave(room: Room, memberId: string) {
    if (room.participants.has(memberId)) this.removeParticipant(room, memberId, 'left');
    else if (room.waiting.delete(memberId)) this.fanOut.sendWaitingList(room);
    this.dropIfEmpty(room);
  }

  removeParticipant(room: Room, id: string, reason: LeaveReason) {
    const leaving = room.participants.get(id);
    if (!leaving || !room.participants.delete(id)) return;
    this.keeper.admit(room.alias, id, null);
    const timer = room.graceTimers.get(id);
    if (timer) clearTimeout(timer);
    room.graceTimers.delete(id);
    room.cohostOffers.delete(id);
    room.mediaAsks.delete(id);
    if (reason !== 'timeout') room.sockets.delete(id);
    this.fanOut.seats?.gone(room.alias, id, reason);
    if (leaving.announced) this.fanOut.publish(room, { type: 'participant.left', id, reason });
    else this.fanOut.sendToModerators(room, { type: 'participant.left', id, reason });
    this.fanOut.countChanged(room);
    this.dropIfEmpty(room);
  }

  /** An empty room is forgotten (its chat stays in the database); the next one waits for the host again. */
  dropIfEmpty(room: Room) {
    if (room.participants.size > 0 || room.waiting.size > 0 || room.sockets.size > 0) return;
    if (this.rooms.get(room.alias) !== room) return;
    this.rooms.delete(room.alias);
    if (room.started) this.keeper.forget(room.alias);
  }

  /**
   * Tells a member where they stand and closes their sockets; for good (their resume token and stored
   * row are revoked), so a blocked, removed or denied person cannot come back through a resume.
   */
  shutOut(room: Room, id: string, reason: ClosedFor, forgetRow = true) {
    this.fanOut.sendTo(room, id, { type: 'room.state', state: reason });
    const sockets = room.sockets.get(id);
    room.sockets.delete(id);
    this.resumeTokens.delete(id);
    this.keeper.forgetWaiter(room.alias, id);
    if (forgetRow) this.members.forget([id]);
    for (const connection of sockets ?? []) connection.close(reason === 'ended' ? ROOM_CLOSE.ended : ROOM_CLOSE.refused, reason);
  }

  /**
   * Turns someone away for now (locked, full): told why, closed, but their resume token stays so
   * "Try again" gets a fresh ticket and goes through admission again.
   */
  turnAway(room: Room, id: string, reason: 'locked' | 'full') {
    const token = this.resumeTokens.get(id);
    this.fanOut.sendTo(room, id, { type: 'room.state', state: reason, ...(token && { resume_token: token }) });
    const sockets = room.sockets.get(id);
    room.sockets.delete(id);
    for (const connection of sockets ?? []) connection.close(ROOM_CLOSE.refused, reason);
  }

  /** The host ends the room for all: everyone is told and closed, every resume revoked. */
  end(room: Room) {
    this.fanOut.flush(room);
    const everyone = new Set([...room.sockets.keys(), ...room.participants.keys(), ...room.waiting.keys()]);
    for (const id of everyone) this.shutOut(room, id, 'ended', false);
    this.members.forget([...everyone]);
    stopTimers(room);
    room.ended = true;
    this.rooms.delete(room.alias);
    this.keeper.forget(room.alias);
    this.fanOut.seats?.ended(room.alias);
  }
}
