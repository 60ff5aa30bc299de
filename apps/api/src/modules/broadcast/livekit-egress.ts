import {
  EgressClient,
  EncodedFileOutput,
  EncodedFileType,
  EncodingOptionsPreset,
  SegmentedFileOutput,
  SegmentedFileProtocol,
  StreamOutput,
  StreamProtocol,
  type EgressInfo,
  type EncodedOutputs,
  type RoomCompositeOptions,
} from 'livekit-server-sdk';
import { HLS_PLAYLIST, HLS_SEGMENT_SECONDS } from './ffmpeg-args';

/**
 * With LiveKit configured, the same Record and Go live controls start a LiveKit Egress
 * (RoomComposite) whose custom template is our composite page, instead of the embedded worker.
 */
export interface EgressRequestInput {
  /** The LiveKit room (the event alias). */
  roomName: string;
  /** The composite page the egress renders (LiveKit's custom template base URL). */
  templateUrl: string;
  /** File path (on the egress) for an MP4 recording, or null. */
  recordingPath: string | null;
  /** RTMP(S) URLs with their stream keys. */
  rtmpUrls: string[];
  /** Prefix (folder) for HLS segments, or null. */
  hlsPrefix: string | null;
}

export interface EgressRequest {
  roomName: string;
  output: EncodedOutputs;
  options: RoomCompositeOptions;
}

/** The part of livekit-server-sdk's EgressClient the broadcast uses (a fake in tests). */
export interface EgressApi {
  startRoomCompositeEgress(roomName: string, output: EncodedOutputs, opts?: RoomCompositeOptions): Promise<EgressInfo>;
  stopEgress(egressId: string): Promise<EgressInfo>;
  listEgress(options?: { egressId?: string; roomName?: string; active?: boolean }): Promise<EgressInfo[]>;
}

/** The RoomComposite request for any combination of MP4, RTMP and HLS. */
export function buildEgressRequest(input: EgressRequestInput): EgressRequest {
  const output: EncodedOutputs = {};
  if (input.recordingPath) output.file = new EncodedFileOutput({ fileType: EncodedFileType.MP4, filepath: input.recordingPath });
  if (input.rtmpUrls.length) output.stream = new StreamOutput({ protocol: StreamProtocol.RTMP, urls: input.rtmpUrls });
  if (input.hlsPrefix) {
    output.segments = new SegmentedFileOutput({
      protocol: SegmentedFileProtocol.HLS_PROTOCOL,
      filenamePrefix: `${input.hlsPrefix}/segment`,
      playlistName: HLS_PLAYLIST,
      livePlaylistName: `live-${HLS_PLAYLIST}`,
      segmentDuration: HLS_SEGMENT_SECONDS,
    });
  }
  if (!output.file && !output.stream && !output.segments) throw new Error('An egress needs at least one output');
  return {
    roomName: input.roomName,
    output,
    options: { layout: 'speaker', customBaseUrl: input.templateUrl, encodingOptions: EncodingOptionsPreset.H264_720P_30 },
  };
}

/** Why a LiveKit egress could not start, in the host's words (the SDK's error text is not for users). */
export class EgressUnavailable extends Error {
  constructor(readonly detail: string) {
    super('The LiveKit egress service could not be reached. Please try again later.');
  }
}

/** Starts a RoomComposite egress; an unreachable or refusing LiveKit becomes EgressUnavailable. */
export async function startEgress(api: EgressApi, input: EgressRequestInput): Promise<string> {
  const request = buildEgressRequest(input);
  try {
    const info = await api.startRoomCompositeEgress(request.roomName, request.output, request.options);
    return info.egressId;
  } catch (error) {
    throw new EgressUnavailable(error instanceof Error ? error.message : String(error));
  }
}

export async function stopEgress(api: EgressApi, egressId: string): Promise<void> {
  try {
    await api.stopEgress(egressId);
  } catch (error) {
    throw new EgressUnavailable(error instanceof Error ? error.message : String(error));
  }
}

/** The real client for a configured LiveKit (LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET). */
export function egressClientFor(livekit: { url: string; apiKey: string; apiSecret: string }): EgressApi {
  return new EgressClient(livekit.url.replace(/^ws/, 'http'), livekit.apiKey, livekit.apiSecret, { requestTimeout: 5 });
}
