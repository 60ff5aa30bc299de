import type { RoomCommandOf, RoomCommandType } from '@platform/contracts';
import type { MediaSeat } from '../call-config/service';
import type { MediaSeatObserver } from './media-seat';
import type { MessageContext } from './sockets/dispatcher';
import type { RoomMember } from './sockets/room-registry';
import type { AckBody } from './command-router';
import type { Participant, Room } from './room-state';

/** A live room as other modules see it: read-only (only the room module's parts change a room). */
export type RoomView = Readonly<Pick<Room, 'alias' | 'title' | 'hostAccountId' | 'mode'>> & {
  readonly participants: ReadonlyMap<string, Readonly<Participant>>;
};

/** A command another module handles, run for an admitted participant after its contract check. */
export type DoorHandler<T extends RoomCommandType> = (
  room: RoomView,
  self: Readonly<Participant>,
  message: RoomCommandOf<T>,
  context: MessageContext<RoomMember>,
) => AckBody | void | Promise<AckBody | void>;

/** Any frame a module announces to a room (the contract's server messages, the broadcast's state). */
export interface RoomAnnouncement {
  readonly type: string;
  readonly [field: string]: unknown;
}

/**
 * The one door into a room (issue 30) for every module outside `rooms`: broadcast, the call centre,
 * gifts, call config and the HTTP routes. Commands come in through `command` (checked against their
 * contract and refused to anyone not admitted, like the room's own), events go out through
 * `announce` (the room's fan-out: admitted participants and the broadcast's recorders, never the
 * waiting room), and what others may know of a room is a read-only view. No module outside `rooms`
 * holds a room object, its sockets or its maps; this interface is the seam where several API
 * instances would put their messaging.
 */
export interface RoomDoor {
  /** Registers a room command handled by another module. */
  command<T extends RoomCommandType>(type: T, handler: DoorHandler<T>, admittedOnly?: boolean): void;
  /** Sends `message` to everyone admitted to live room `alias` (serialised once); false when no such room is live (several instances: true, handed to the room's owner when another instance holds it). */
  announce(alias: string, message: RoomAnnouncement): boolean;
  /** Live room `alias`, read-only, or undefined when nobody is in it. */
  view(alias: string): RoomView | undefined;
  /** Every live room, read-only. */
  liveRooms(): Iterable<RoomView>;
  /** Admitted to the live room (not waiting, not shut out), wherever it is held (several instances: its owner keeps who is). */
  admitted(member: Pick<RoomMember, 'alias' | 'memberId'>): Promise<boolean>;
  /** Who an admitted participant (or the broadcast's recorder) is on the media server, or null; wherever the room is held. */
  mediaSeat(alias: string, memberId: string): Promise<MediaSeat | null>;
  /** Told of every change of someone's media rights and every leave (the media server's guard, the HLS revocations). */
  observeMediaSeats(observer: MediaSeatObserver): void;
  /** A member's proof that they are who they say (the resume token the room gave them, on any instance; `alias`: their room). */
  canResume(memberId: string, token: string, alias?: string): Promise<boolean>;
}
