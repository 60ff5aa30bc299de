import { freeTcpPort, startLiveKit, startRedis, type LiveKitServer, type RedisServer } from '../../scripts/livekit/server.mjs';
import { OwnServer } from './own-server';
import { test as base } from './test';

export * from './test';
export type { LiveKitServer } from '../../scripts/livekit/server.mjs';

/** Where the product hears LiveKit's room events (who joined), checked against the room. */
export const LIVEKIT_WEBHOOK_PATH = '/call-config/livekit/webhook';

export interface LiveKitStackOptions {
  /** LiveKit nodes (more than one: a cluster sharing one Redis); the product hands out the first one's URL. */
  nodes?: number;
  /** Extra environment for the product. */
  env?: Record<string, string>;
}

/** A product instance on LiveKit: its own API service with LIVEKIT_* set, and the LiveKit node(s) it uses. */
export interface LiveKitStack {
  /** The product's base URL: pages and API requests of a LiveKit journey go here. */
  baseURL: string;
  api: OwnServer;
  nodes: LiveKitServer[];
  redis: RedisServer | null;
  stop(): Promise<void>;
}

/** Media tokens last a minute in the journeys, so every call also renews its token (issue 24 item 5). */
export const JOURNEY_TOKEN_TTL_SECONDS = 60;

/**
 * Starts LiveKit on free loopback ports (and Redis for a cluster), then a product instance configured
 * for it. Everything it started is stopped by `stop()`, also when starting fails half-way.
 */
export async function startLiveKitStack(options: LiveKitStackOptions = {}): Promise<LiveKitStack> {
  const started: Array<{ stop(): Promise<void> }> = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
  };
  try {
    const apiPort = await freeTcpPort();
    const count = options.nodes ?? 1;
    const redis = count > 1 ? await startRedis() : null;
    if (redis) started.push(redis);
    const webhookUrls = [`http://127.0.0.1:${apiPort}${LIVEKIT_WEBHOOK_PATH}`];
    const first = await startLiveKit({ redis: redis?.address, webhookUrls });
    started.push(first);
    const nodes = [first];
    for (let i = 1; i < count; i++) {
      const node = await startLiveKit({ redis: redis?.address, webhookUrls, keys: { apiKey: first.apiKey, apiSecret: first.apiSecret } });
      started.push(node);
      nodes.push(node);
    }
    const api = new OwnServer(apiPort, {
      env: { ...first.env(), LIVEKIT_TOKEN_TTL_SECONDS: String(JOURNEY_TOKEN_TTL_SECONDS), AUDIENCE_HLS: 'off', ...options.env },
    });
    started.push({ stop: () => api.dispose() });
    await api.start();
    return { baseURL: api.url, api, nodes, redis, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * `test` for LiveKit journeys: one LiveKit server and product instance per worker (started on first
 * use, stopped when the worker ends), and `baseURL` pointing at that product, so `page`, `request`
 * and the call helpers talk to it.
 */
export const test = base.extend<{ baseURL: string }, { liveKit: LiveKitStack }>({
  liveKit: [
    async ({}, use) => {
      const stack = await startLiveKitStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ liveKit }, provide) => provide(liveKit.baseURL),
});
