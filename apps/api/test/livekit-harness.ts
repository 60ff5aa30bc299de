// Its native side is never disposed here: the suite's files share one process (vitest `isolate: false`),
// and a disposed rtc-node cannot start again for the PostgreSQL pass; the worker's exit ends it.
import { Room, RoomEvent } from '@livekit/rtc-node';
import { RoomServiceClient } from 'livekit-server-sdk';
import { freeTcpPort, liveKitKeys, startLiveKit, type LiveKitServer } from '../../../scripts/livekit/server.mjs';
import { startServer, type TestServer } from './helpers';

/**
 * The API on a real LiveKit server (issue 24): LiveKit v1.13.5 in dev mode on free loopback ports
 * (scripts/livekit/server.mjs, as the browser journeys start it), its webhook pointed at this API,
 * and the API configured for it. Never skipped: without the binary, starting fails with the install
 * command (`node scripts/livekit/install.mjs`, which CI runs).
 */
export interface OnLiveKit {
  server: TestServer;
  livekit: LiveKitServer;
  /** LiveKit's own RoomService: what the media server says about a room. */
  rooms: RoomServiceClient;
  close(): Promise<void>;
}

export async function startOnLiveKit(): Promise<OnLiveKit> {
  const keys = liveKitKeys();
  // The API needs LiveKit's address and LiveKit needs the API's (its webhook): LiveKit's port is chosen first.
  const http = await freeTcpPort();
  const server = await startServer({ livekit: { url: `ws://127.0.0.1:${http}`, ...keys } });
  let livekit: LiveKitServer;
  try {
    livekit = await startLiveKit({ keys, ports: { http }, webhookUrls: [`${server.url}/call-config/livekit/webhook`] });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    server,
    livekit,
    rooms: new RoomServiceClient(livekit.httpUrl, keys.apiKey, keys.apiSecret),
    async close() {
      await livekit.stop();
      await server.close();
    },
  };
}

/** A LiveKit client (livekit's Node SDK) in the room with a token: what a browser's connection would be. */
export interface MediaClient {
  room: Room;
  /** Resolves with LiveKit's disconnect reason once the server turns this client out. */
  disconnected: Promise<number | undefined>;
  leave(): Promise<void>;
}

export async function joinLiveKit(url: string, token: string): Promise<MediaClient> {
  const room = new Room();
  const disconnected = new Promise<number | undefined>((resolve) => room.once(RoomEvent.Disconnected, (reason) => resolve(reason)));
  await room.connect(url, token, { autoSubscribe: false, dynacast: false });
  return { room, disconnected, leave: () => room.disconnect().catch(() => undefined) };
}
