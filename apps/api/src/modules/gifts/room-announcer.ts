import type { RoomServerMessageOf } from '@platform/contracts';
import type { RoomDoor } from '../rooms/door';

export type GiftReceivedEvent = RoomServerMessageOf<'gift.received'>;

/**
 * What the gifts module needs of a call: the room's door, whose `announce` sends the gift to the
 * admitted participants of live room `alias` (never the waiting room). With no live room there is
 * nobody in the call to tell; the receiver still gets their notification.
 */
export type RoomAnnouncer = Pick<RoomDoor, 'announce'>;
