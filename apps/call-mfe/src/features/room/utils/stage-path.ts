/**
 * How a participant takes part in the room's media (issue 13), decided in one place so the call
 * page and its tests agree:
 *  - `stage`: on stage (everyone in a meeting), real-time media, publishes its devices;
 *  - `livekit-audience`: audience while the room runs on LiveKit: subscribes to the stage's tracks
 *    directly (the API's token for the audience is subscribe-only, adaptive stream), no HLS;
 *  - `hls-audience`: audience with the mesh: watches the room's HLS stream, opens no peer connection.
 */
export type StagePath = 'stage' | 'livekit-audience' | 'hls-audience';

export function stagePathOf(onStage: boolean, config: { transport: 'mesh' | 'livekit' } | null): StagePath {
  if (onStage) return 'stage';
  return config?.transport === 'livekit' ? 'livekit-audience' : 'hls-audience';
}

type Member = string | { id: string };

export interface StageMedia {
  path: StagePath;
  /** Whom the media transport links to (ids or participants): the stage, and the broadcast's hidden recorders when on stage. */
  link: Member[];
  /** Whether this participant's own devices may be published. */
  publishes: boolean;
}

export function stageMediaOf(path: StagePath, stage: readonly Member[], recorders: readonly Member[]): StageMedia {
  if (path === 'stage') return { path, link: [...stage, ...recorders], publishes: true };
  if (path === 'livekit-audience') return { path, link: [...stage], publishes: false };
  return { path, link: [], publishes: false };
}
