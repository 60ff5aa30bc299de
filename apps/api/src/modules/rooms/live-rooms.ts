import type { Connection } from '#src/lib/connection.ts';
import type { RoomRegistry } from './sockets/room-registry';
import type { Room } from './room-state';

/**
 * The live rooms of this instance, by alias. A room's sockets are not its own: the hub's registry owns
 * every open room socket (presence), and a live room's `sockets` is the registry's map of those it talks
 * to (issue 30: one owner of a room's sockets). Forgetting a room here hands that map back.
 */
export class LiveRooms extends Map<string, Room> {
  constructor(private readonly registry: Pick<RoomRegistry, 'roomSockets' | 'releaseRoom'> | null) {
    super();
  }

  /** The map a new live room `alias` talks through (the registry's; its own when no hub is attached). */
  socketsFor(alias: string): Map<string, Set<Connection>> {
    return this.registry ? this.registry.roomSockets(alias) : new Map();
  }

  override delete(alias: string): boolean {
    const room = this.get(alias);
    if (room) this.registry?.releaseRoom(alias, room.sockets);
    return super.delete(alias);
  }

  override clear() {
    for (const alias of [...this.keys()]) this.delete(alias);
  }
}
