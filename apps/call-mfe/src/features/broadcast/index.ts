/** The broadcast's parts the call page shows: the record/live bar and the audience's stage (HLS). */
export { BroadcastBar } from './components/BroadcastBar';
export { AudienceStage } from './components/AudienceStage';
export { useAudienceStream } from './hooks/useAudienceStream';
export { useAudienceTrouble } from './hooks/useAudienceTrouble';
export { useViewerGrant } from './hooks/useViewerGrant';
