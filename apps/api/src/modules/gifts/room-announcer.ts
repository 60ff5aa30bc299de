import type { SignalHub } from '../signal/rooms/signal-hub';

/**
 * The hook a room controller may offer for server-side events in a call: publish `event` to the
 * admitted participants of room `alias` (in order with the other room events). Returns false when
 * there is no such live room.
 */
export interface RoomSystemEvents {
  postSystemEvent(alias: string, event: { type: string; [key: string]: unknown }): boolean;
}

function hasSystemEvents(value: unknown): value is RoomSystemEvents {
  return typeof (value as Partial<RoomSystemEvents> | undefined)?.postSystemEvent === 'function';
}

/** The member ids admitted to a live room, when the controller shows them (`room(alias).participants`). */
function admittedMemberIds(controller: unknown, alias: string): string[] | null {
  const roomOf = (controller as { room?: unknown } | null)?.room;
  if (typeof roomOf !== 'function') return null;
  const room = roomOf.call(controller, alias) as { participants?: unknown } | undefined;
  return room?.participants instanceof Map ? [...room.participants.keys()].map(String) : null;
}

/**
 * Tells a live call that a gift arrived: through the room controller's `postSystemEvent` when it
 * has one; else to the sockets of the room's admitted participants (not the waiting room); else,
 * with no controller, to every socket of the room on the signal hub.
 */
export function announceInRoom(alias: string, event: { type: string; [key: string]: unknown }, deps: { controller: unknown; signal: SignalHub }): void {
  if (hasSystemEvents(deps.controller) && deps.controller.postSystemEvent(alias, event)) return;
  const admitted = admittedMemberIds(deps.controller, alias);
  if (admitted) {
    for (const memberId of admitted) deps.signal.rooms.sendToMember(alias, memberId, event);
    return;
  }
  deps.signal.rooms.broadcast(alias, event);
}
