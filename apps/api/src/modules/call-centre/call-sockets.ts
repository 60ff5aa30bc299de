import type { Connection } from '../../lib/connection';
import type { CallStore, CallTarget } from './call-store';

/**
 * The visitors' and agents' sockets this instance serves, by whom they are for. Every message reaches them
 * through the store (which, clustered, brings what any instance wrote), so a socket hears one order.
 */
export class CallSockets {
  private readonly sockets = new Map<CallTarget, Set<Connection>>();

  constructor(private readonly store: CallStore) {
    store.onMessage((to, message) => {
      for (const socket of this.sockets.get(to) ?? []) socket.send(message);
    });
  }

  /** Resolves once messages written for the target on any instance reach this socket. */
  /** Follows the target's messages for this socket; whether it is the target's first socket here. */
  async add(target: CallTarget, connection: Connection): Promise<boolean> {
    const sockets = this.sockets.get(target) ?? new Set();
    const first = sockets.size === 0;
    sockets.add(connection);
    this.sockets.set(target, sockets);
    await this.store.follow(target);
    return first;
  }

  /** The socket closed; whether the target still has sockets here. */
  remove(target: CallTarget, connection: Connection): boolean {
    const sockets = this.sockets.get(target);
    if (!sockets?.delete(connection)) return (sockets?.size ?? 0) > 0;
    this.store.unfollow(target);
    if (sockets.size) return true;
    this.sockets.delete(target);
    return false;
  }
}

/** A socket's place, taken by `take`: its `leave` once it closes; a failure (Redis away) leaves nothing behind. */
export async function placeSocket(leave: () => Promise<void>, take: () => Promise<void>) {
  try {
    await take();
  } catch (error) {
    await leave().catch(() => undefined);
    throw error;
  }
  return leave;
}
