/**
 * The media layer's pre-join entry: what the join page needs, without the call transports that
 * `index.ts` brings (the join page loads before anyone is in a call).
 */
export { usePreviewMedia, type PreviewMedia, type PreviewOptions } from './hooks/usePreviewMedia';
export { MicLevelMeter } from './components/MicLevelMeter';
export { preloadLiveKitClient } from './utils/livekit-client';
// The call page lets go of the join page's devices when the call does not start (utils/device-handover.ts).
export { releaseHandedDevices } from './utils/device-handover';
