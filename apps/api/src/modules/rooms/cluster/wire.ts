import type { RoomMember } from '../sockets/room-registry';

/**
 * What instances say to each other about room sockets, on each instance's channel
 * `platform:instance:<id>` (Redis pub/sub: one publisher's messages arrive in order).
 *
 * From the instance holding a member's socket to the room's owner: the socket opened (`open`, with the
 * owner's fencing token as the holder learnt it), a frame the member sent (`frame`), its close (`close`).
 * From the owner back: frames and closes for sockets of one room (`out`, with the owner's token), or
 * `refused` when it no longer owns the room (the holder closes the socket; the page reconnects).
 */
export type ToOwner =
  | { k: 'open'; alias: string; socket: string; from: string; token: number; member: RoomMember; origin?: string }
  | { k: 'frame'; alias: string; socket: string; text: string }
  | { k: 'close'; alias: string; socket: string; code?: number };

/**
 * One serialised frame (or a close) for some of a holder's sockets of the room, in order. The sockets are
 * named as a list, or by the number the owner gave the same list before (`socket-lists.ts`), or both (the
 * list and the number it gets from now on).
 */
export type OutOp = { sockets?: string[]; list?: number } & ({ text: string } | { close: [number, string] });

export type ToHolder =
  { k: 'out'; alias: string; from: string; token: number; ops: OutOp[] } | { k: 'refused'; alias: string; socket: string };

/** Another module's announcement (`RoomDoor.announce`) made on an instance that does not hold the room. */
export type Announce = { k: 'announce'; alias: string; message: { type: string; [field: string]: unknown } };

export type InstanceMessage = ToOwner | ToHolder | Announce;

export const instanceChannel = (instance: string) => `platform:instance:${instance}`;

/** A dropped socket (no close frame): the owner keeps the member's place for the grace period. */
export const CLOSE_DROPPED = 1006;
/** The room moved to another owner: the page reconnects (with its resume proof) to any instance. */
export const CLOSE_MOVED = 1012;
