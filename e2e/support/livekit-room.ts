import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { RoomServiceClient, TrackSource, type ParticipantInfo } from 'livekit-server-sdk';
import type { LiveKitServer } from '../../scripts/livekit/server.mjs';

/** What the LiveKit server itself says about a room: who is in it, with which permissions and tracks. */
export function liveKitRoom(server: LiveKitServer, room: string) {
  const api = new RoomServiceClient(server.httpUrl, server.apiKey, server.apiSecret);
  const participants = () => api.listParticipants(room).catch(() => [] as ParticipantInfo[]);
  return {
    participants,
    identities: async () => (await participants()).map((p) => p.identity).sort(),
    /** The sources a participant has published now (e.g. ['CAMERA', 'MICROPHONE']), or null when not in the room. */
    async published(identity: string) {
      const who = (await participants()).find((p) => p.identity === identity);
      return who ? who.tracks.map((t) => TrackSource[t.source]).sort() : null;
    },
    /** How each published track is encrypted, as the server was told (`Encryption_Type`: 0 none, 1 GCM, 2 custom). */
    async encryption() {
      return (await participants()).flatMap((p) =>
        p.tracks.map((t) => ({ identity: p.identity, source: TrackSource[t.source], encryption: t.encryption })),
      );
    },
    async permission(identity: string) {
      const who = (await participants()).find((p) => p.identity === identity);
      if (!who?.permission) return null;
      return { canPublish: who.permission.canPublish, sources: who.permission.canPublishSources.map((s) => TrackSource[s]).sort() };
    },
  };
}

const require = createRequire(import.meta.url);
// The UMD build is not among the package's exports: found beside its entry point.
const UMD = join(dirname(require.resolve('livekit-client')), 'livekit-client.umd.js');

/**
 * A bare LiveKit client in a page of its own, with a token someone was given: what a person who kept
 * an old token could do with it (join, publish a microphone), outside the product.
 */
export async function bareClient(browser: Browser, origin: string) {
  const context = await browser.newContext({ bypassCSP: true, permissions: ['camera', 'microphone'] });
  const page: Page = await context.newPage();
  await page.goto(`${origin}/manifest.json`);
  await page.addScriptTag({ path: UMD });
  return {
    page,
    /**
     * Connects and tries to publish the microphone; says how far it got and how it ended (within `settleMs`).
     * `connectMs` bounds the connection (livekit-client waits 15 s for a peer connection the server will never
     * complete for a token it turns out: the refused joins' time, not what they check).
     */
    tryJoin: (url: string, token: string, settleMs = 1500, connectMs = 15_000) =>
      page.evaluate(
        async ([u, t, settle, connectTimeout]) => {
          const { Room, RoomEvent, DisconnectReason } = (window as unknown as { LivekitClient: typeof import('livekit-client') })
            .LivekitClient;
          const room = new Room();
          const outcome = {
            connected: false,
            connectError: null as string | null,
            publishError: null as string | null,
            disconnected: null as string | null,
            micPublished: false,
            /** From the connection made until the server turned it out (null: never connected, or never turned out). */
            connectedForMs: null as number | null,
          };
          let connectedAt = 0;
          room.on(RoomEvent.Disconnected, (reason?: number) => {
            outcome.disconnected = reason === undefined ? 'unknown' : DisconnectReason[reason];
            if (connectedAt) outcome.connectedForMs = Date.now() - connectedAt;
          });
          try {
            await room.connect(u, t, { peerConnectionTimeout: connectTimeout, maxRetries: 0 });
            outcome.connected = true;
            connectedAt ||= Date.now();
            await room.localParticipant.setMicrophoneEnabled(true);
          } catch (error) {
            if (outcome.connected) outcome.publishError = String((error as Error).message ?? error);
            else outcome.connectError = String((error as Error).message ?? error);
          }
          await new Promise((resolve) => setTimeout(resolve, settle));
          outcome.micPublished =
            room.state === 'connected' && [...room.localParticipant.audioTrackPublications.values()].some((p) => !!p.track && !p.isMuted);
          await room.disconnect();
          return outcome;
        },
        [url, token, settleMs, connectMs] as const,
      ),
  };
}
