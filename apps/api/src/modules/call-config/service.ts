import { AccessToken, TrackSource } from 'livekit-server-sdk';
import { MESH_MAX_PARTICIPANTS, type IceServer } from '@platform/contracts';
import type { AppConfig } from '../../config';

/** A LiveKit token admits for this long by default (LIVEKIT_TOKEN_TTL_SECONDS); the client renews it while in the call. */
export const MEDIA_TOKEN_TTL_SECONDS = 10 * 60;

export function iceServers(config: AppConfig): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (config.turn) servers.push({ urls: config.turn.urls, username: config.turn.username, credential: config.turn.credential });
  return servers;
}

/** What a participant may send, in LiveKit's names. */
export type MediaSource = 'camera' | 'microphone' | 'screen_share' | 'screen_share_audio';

const TRACK_SOURCES: Record<MediaSource, TrackSource> = {
  camera: TrackSource.CAMERA,
  microphone: TrackSource.MICROPHONE,
  screen_share: TrackSource.SCREEN_SHARE,
  screen_share_audio: TrackSource.SCREEN_SHARE_AUDIO,
};

/** Someone admitted to a live room, as the room knows them: who they are and whether they may be on stage. */
export interface MediaSeat {
  identity: string;
  name: string;
  /** May send camera, microphone and screen (meeting rooms: everyone; otherwise the stage roles). */
  canPublish: boolean;
  /** What they may send when publishing (a microphone or camera the host denied is not among them). */
  sources: MediaSource[];
  /** Nobody in the room sees them (the broadcast's recorder). */
  hidden?: boolean;
}

/**
 * The broadcast's recorder (the composite page, a member of the room's `recorders`): hidden, subscribe
 * only. Its token and what the media server is told when it joins follow this one seat.
 */
export const recorderSeat = (identity: string): MediaSeat => ({ identity, name: 'Recorder', canPublish: false, sources: [], hidden: true });

/** The seat as LiveKit grants and permissions read it (token grant and UpdateParticipant alike). */
export function mediaPermission(seat: MediaSeat) {
  return {
    canSubscribe: true,
    canPublish: seat.canPublish,
    canPublishData: seat.canPublish,
    canPublishSources: seat.canPublish ? seat.sources.map((source) => TRACK_SOURCES[source]) : [],
    hidden: seat.hidden ?? false,
  };
}

export function meshConfig(config: AppConfig) {
  return { transport: 'mesh' as const, ice_servers: iceServers(config), max_participants: MESH_MAX_PARTICIPANTS };
}

/**
 * The broadcast worker's LiveKit token: hidden (nobody sees a recorder in the room), subscribe only. It
 * lasts as long as a recording may: the worker's ticket is single-use, so the page cannot ask again.
 */
export const RECORDER_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export async function liveKitRecorderMedia(livekit: NonNullable<AppConfig['livekit']>, room: string, identity: string) {
  const seat = recorderSeat(identity);
  const token = new AccessToken(livekit.apiKey, livekit.apiSecret, { identity, name: seat.name, ttl: RECORDER_TOKEN_TTL_SECONDS });
  token.addGrant({ room, roomJoin: true, ...mediaPermission(seat) });
  return { url: livekit.url, token: await token.toJwt() };
}

/** A short-lived LiveKit token for the room named after the alias, under the seat's own identity and grants. */
export async function liveKitConfig(livekit: NonNullable<AppConfig['livekit']>, room: string, seat: MediaSeat) {
  const ttl = livekit.tokenTtlSeconds ?? MEDIA_TOKEN_TTL_SECONDS;
  const token = new AccessToken(livekit.apiKey, livekit.apiSecret, { identity: seat.identity, name: seat.name, ttl });
  token.addGrant({ room, roomJoin: true, ...mediaPermission(seat) });
  return { transport: 'livekit' as const, url: livekit.url, token: await token.toJwt(), room, expires_in: ttl };
}
