import type { FastifyInstance } from 'fastify';

/**
 * Lets `app.close()` finish as soon as the last response has gone out. Node closes the connections
 * that are idle when the server stops listening; a response still being sent at that moment (a
 * stored file streamed from disk, say) leaves its connection kept alive, and the server then waited
 * out the keep-alive timeout (72 s) before it closed. Once closing has begun, each connection is
 * let go as soon as its response has gone out.
 */
export function closePromptly(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
