import type { SignalChannel } from './types';

/**
 * An in-page relay with the room socket's semantics (ordered, addressed to one member), for
 * tests and the bench. Messages are delivered asynchronously, as over a socket.
 */
export function createMemorySignalHub() {
  const handlers = new Map<string, Set<(from: string, data: unknown) => void>>();
  let delivered = 0;
  return {
    channel(selfId: string): SignalChannel {
      return {
        selfId,
        send(to, data) {
          const copy = JSON.parse(JSON.stringify(data)) as unknown;
          setTimeout(() => {
            delivered += 1;
            for (const handler of handlers.get(to) ?? []) handler(selfId, copy);
          }, 0);
        },
        onSignal(handler) {
          const set = handlers.get(selfId) ?? new Set();
          set.add(handler);
          handlers.set(selfId, set);
          return () => set.delete(handler);
        },
      };
    },
    get delivered() {
      return delivered;
    },
  };
}
