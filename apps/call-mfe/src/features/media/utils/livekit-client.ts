/**
 * The one place livekit-client is fetched from (a large chunk, loaded only for calls on LiveKit).
 * The join page calls it as soon as the room says the call is on LiveKit, so the client is parsed
 * while the room socket and the call config are on their way, not after them.
 */
export const loadLiveKitClient = () => import('livekit-client');

/** Starts fetching livekit-client without waiting for it; a failure is left for the transport to report. */
export function preloadLiveKitClient(): void {
  loadLiveKitClient().catch(() => undefined);
}
