import type { RoomServerMessage, WireMember } from '@platform/contracts';
import type { Connection } from '#src/lib/connection.ts';

/** 'recorder': the broadcast worker's composite page (issue 12), never listed or counted in the room. */
export type MemberRole = 'host' | 'speaker' | 'participant' | 'recorder';

/** A person admitted to a room by signal auth. */
export interface RoomMember {
  memberId: string;
  alias: string;
  displayName: string;
  accountId: number | null;
  role: MemberRole;
  /** The browser's own id (localStorage), so that a block also holds for a guest who signs in again. */
  deviceId?: string | null;
  /** Restored after a restart of the service: was in the room, so goes straight back in. */
  restored?: boolean;
  /** A restored member's microphone and camera as their browser still has them (the service forgot). */
  media?: RestoredMedia;
  /** A restored member's room roles, as the database kept them. */
  roles?: string[];
  /**
   * A restored member's resume token, proven against their stored row by the instance that restored them: the
   * room's owner (several instances: maybe another one) keeps it, so the member's proof does not change.
   */
  resumeToken?: string;
  /** Several instances: someone waiting in a room taken over since, back with their place in the queue. */
  waitingSince?: number;
}

export interface RestoredMedia {
  micOn: boolean;
  cameraOn: boolean;
  hasMic: boolean;
}

/**
 * Presence broadcasts and the welcome's member list are for meeting-size rooms (the mesh needs them);
 * a large room would pay for them quadratically, and gets its participants from the room controller.
 */
export const PRESENCE_LIMIT = 100;

export const memberJson = (member: RoomMember): WireMember => ({
  member_id: member.memberId,
  display_name: member.displayName,
  role: member.role,
  account_id: member.accountId === null ? null : String(member.accountId),
});

/** Whether a member may see the room's presence (admitted, not waiting or shut out). */
type Visible = (member: RoomMember) => boolean;
/** The broadcast's recorder is never listed: not in presence, not in anyone's member list. */
const hidden = (member: RoomMember) => member.role === 'recorder';

interface Room {
  /** Every open socket, per member: presence (a member is present from their first socket to their last close). */
  members: Map<string, { member: RoomMember; connections: Set<Connection> }>;
  /**
   * The sockets the live room talks to, per member id (`Room.sockets`), while a live room holds them: a
   * socket is added when the room places its member and leaves when it closes, or earlier when the room
   * lets go of it (shut out, turned away, removed) while its close runs.
   */
  talking: Map<string, Set<Connection>> | null;
}

/**
 * Every open room socket of this instance, in one place (issue 30): presence per room (who is connected;
 * join and leave are broadcast to the others in the room) and, for the live room, the sockets it talks to.
 */
export class RoomRegistry {
  private readonly rooms = new Map<string, Room>();

  private entry(alias: string): Room {
    const room = this.rooms.get(alias) ?? { members: new Map(), talking: null };
    this.rooms.set(alias, room);
    return room;
  }

  /** The map live room `alias` talks through (`Room.sockets`), kept here until `releaseRoom`. */
  roomSockets(alias: string): Map<string, Set<Connection>> {
    const room = this.entry(alias);
    room.talking ??= new Map();
    return room.talking;
  }

  /** The live room is gone (emptied, ended, handed over): its sockets are no longer talked to. */
  releaseRoom(alias: string, talking: Map<string, Set<Connection>>) {
    const room = this.rooms.get(alias);
    if (!room || room.talking !== talking) return;
    room.talking = null;
    if (room.members.size === 0) this.rooms.delete(alias);
  }

  /** Adds a connection; true when it is the member's first. Announcing the join is `announceJoin`'s job. */
  join(member: RoomMember, connection: Connection): boolean {
    const room = this.entry(member.alias);
    const entry = room.members.get(member.memberId);
    if (entry) {
      entry.connections.add(connection);
      return false;
    }
    room.members.set(member.memberId, { member, connections: new Set([connection]) });
    return true;
  }

  /** The others present that `member` may see (`visible`), in a meeting-size room. */
  presentTo(member: RoomMember, visible: Visible): RoomMember[] {
    const room = this.rooms.get(member.alias);
    if (!room || room.members.size > PRESENCE_LIMIT) return [];
    return [...room.members.values()]
      .map((other) => other.member)
      .filter((other) => other.memberId !== member.memberId && !hidden(other) && visible(other));
  }

  /** Tells the others who may see it (`visible`) that `member` arrived. */
  announceJoin(member: RoomMember, visible: Visible) {
    if (hidden(member) || (this.rooms.get(member.alias)?.members.size ?? 0) > PRESENCE_LIMIT) return;
    this.broadcast(
      member.alias,
      { type: 'presence.join', member: memberJson(member) } satisfies RoomServerMessage,
      member.memberId,
      visible,
    );
  }

  /** Removes a connection; the member leaves when their last connection closes. */
  leave(member: RoomMember, connection: Connection, visible: Visible = () => true) {
    const room = this.rooms.get(member.alias);
    const entry = room?.members.get(member.memberId);
    if (!room || !entry) return;
    entry.connections.delete(connection);
    if (entry.connections.size > 0) return;
    room.members.delete(member.memberId);
    if (room.members.size === 0) {
      if (!room.talking) this.rooms.delete(member.alias);
    } else if (room.members.size < PRESENCE_LIMIT && !hidden(member))
      this.broadcast(member.alias, { type: 'presence.leave', member_id: member.memberId } satisfies RoomServerMessage, undefined, visible);
  }

  /** Someone (a recorder too) has a socket of room `alias` open here, or a live room talks through it. */
  has(alias: string): boolean {
    return this.rooms.has(alias);
  }

  members(alias: string): RoomMember[] {
    return [...(this.rooms.get(alias)?.members.values() ?? [])].map((entry) => entry.member).filter((member) => !hidden(member));
  }

  /** Sends to every connection of a member; returns how many got it. */
  sendToMember(alias: string, memberId: string, message: RoomServerMessage): number {
    const entry = this.rooms.get(alias)?.members.get(memberId);
    for (const connection of entry?.connections ?? []) connection.send(message);
    return entry?.connections.size ?? 0;
  }

  broadcast(alias: string, message: RoomServerMessage, exceptMemberId?: string, visible: Visible = () => true) {
    for (const [memberId, entry] of this.rooms.get(alias)?.members ?? []) {
      if (memberId === exceptMemberId || !visible(entry.member)) continue;
      for (const connection of entry.connections) connection.send(message);
    }
  }
}
