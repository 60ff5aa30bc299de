/**
 * What a test's socket has received, and waits on it: a wait is answered by a frame already kept or
 * by the next one that matches, once; a frame answers every wait it matches. Both room socket
 * helpers (room-socket.ts, room-sockets.ts) keep their frames with it.
 */
export function frameInbox(kept: any[], defaultTimeoutMs = 5000) {
  const waiters: Array<{ match: (m: any) => boolean; done(m: any): void }> = [];
  return {
    next(match: (m: any) => boolean, label = 'message', timeoutMs = defaultTimeoutMs): Promise<any> {
      const found = kept.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`timed out waiting for ${label}`)), timeoutMs);
        waiters.push({
          match,
          done: (m) => {
            clearTimeout(timer);
            done(m);
          },
        });
      });
    },
    take(message: any) {
      kept.push(message);
      for (const waiter of [...waiters]) {
        if (!waiter.match(message)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done(message);
      }
    },
  };
}

let refs = 0;

/** Sends a socket's JSON frames, and commands that resolve with the reply carrying their ref. */
export function frameSender(socket: { send(data: string): void }, next: (match: (m: any) => boolean, label?: string) => Promise<any>) {
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  return {
    send,
    command(type: string, body: Record<string, unknown> = {}) {
      const ref = ++refs;
      send({ type, ref, ...body });
      return next((m) => m.ref === ref, `${type} reply`);
    },
  };
}
