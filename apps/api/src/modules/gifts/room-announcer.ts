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

/**
 * Tells a live call that a gift arrived: through the room controller's `postSystemEvent` when it
 * has one, otherwise as a plain message to every socket of the room on the signal hub.
 */
export function announceInRoom(alias: string, event: { type: string; [key: string]: unknown }, deps: { controller: unknown; signal: SignalHub }): void {
  if (hasSystemEvents(deps.controller) && deps.controller.postSystemEvent(alias, event)) return;
  deps.signal.rooms.broadcast(alias, event);
}
