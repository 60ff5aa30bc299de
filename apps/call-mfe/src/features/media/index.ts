/**
 * The call's media layer: pre-join device helpers, the in-call media hook over one transport
 * interface (peer-to-peer mesh by default, LiveKit when the call config says so), and the video
 * tiles and grid. See README.md for how the call page plugs it in.
 */
export { usePreviewMedia, type PreviewMedia, type PreviewOptions } from './hooks/usePreviewMedia';
export { checkDevices, type DeviceCheck, type DeviceWant } from './utils/device-check';
export { useAudioLevel } from './hooks/useAudioLevel';
export { useSafetyCode } from './hooks/useSafetyCode';
export { keySafetyCode, mediaKeyOf } from './utils/e2ee-key';
export { useCallMedia, type CallMedia, type CallMediaOptions, type CallMediaConfig, type LocalCallMedia } from './hooks/useCallMedia';
export { MicLevelMeter } from './components/MicLevelMeter';
export { VideoTile, type VideoTileProps } from './components/VideoTile';
export { VideoGrid, orderTiles, type GridTile, type VideoGridProps } from './components/VideoGrid';
export { NetworkQualityIndicator } from './components/NetworkQualityIndicator';
export { computeGrid, tilesOnPage, type DisplayMode, type VideoLayoutMode, type GridLayout, type GridMode } from './utils/grid-layout';
export { buildCallTiles, type TileParticipant } from './utils/call-tiles';
export { speakerSelectionSupported } from './utils/remote-audio';
export type { NetworkQuality } from './utils/network-quality';
export type { MediaTransport, SignalChannel, RemoteMedia, MediaStatus, LocalTracks, TransportListener } from './api/types';
export { MeshTransport } from './api/mesh-transport';
export { LiveKitTransport, type LiveKitModule } from './api/livekit-transport';
export { createMemorySignalHub } from './api/memory-signal';
export { GainMix } from './utils/gain-mix';
