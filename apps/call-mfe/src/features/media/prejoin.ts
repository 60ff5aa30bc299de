/**
 * The media layer's pre-join entry: what the join page needs, without the call transports that
 * `index.ts` brings (the join page loads before anyone is in a call).
 */
export { usePreviewMedia, type PreviewMedia, type PreviewOptions } from './hooks/usePreviewMedia';
export { MicLevelMeter } from './components/MicLevelMeter';
export { preloadLiveKitClient } from './utils/livekit-client';
