import type { RoomServerMessageOf } from '@platform/contracts';
import type { SignalHub } from '../signal/rooms/signal-hub';

export type GiftReceivedEvent = RoomServerMessageOf<'gift.received'>;

/**
 * What the room side offers the gifts module (implemented by the room controller): send `event` to
 * the admitted participants of live room `alias`, never to the waiting room. False when there is no
 * such live room.
 */
export interface RoomAnnouncer {
  announce(alias: string, event: GiftReceivedEvent): boolean;
}

/**
 * Tells a live call that a gift arrived: through the room's announcer (admitted participants only);
 * with no live room there, to every socket of the room on the signal hub.
 */
export function announceInRoom(alias: string, event: GiftReceivedEvent, deps: { rooms: RoomAnnouncer | null; signal: SignalHub }): void {
  if (deps.rooms?.announce(alias, event)) return;
  deps.signal.rooms.broadcast(alias, event);
}
