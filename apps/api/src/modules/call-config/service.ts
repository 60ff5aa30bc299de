import { AccessToken } from 'livekit-server-sdk';
import type { AppConfig } from '../../config';
import { randomHex } from '../../lib/secrets';

/** Spec §9: meeting (end-to-end) rooms hold up to 10 people; that is the mesh's size. */
export const MESH_MAX_PARTICIPANTS = 10;

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

export function iceServers(config: AppConfig): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (config.turn) servers.push({ urls: config.turn.urls, username: config.turn.username, credential: config.turn.credential });
  return servers;
}

/** LiveKit when configured (a token for the room named after the alias), else the peer-to-peer mesh. */
export async function callConfig(config: AppConfig, room: string, identity: string | undefined, name: string | undefined) {
  if (!config.livekit) {
    return { transport: 'mesh' as const, ice_servers: iceServers(config), max_participants: MESH_MAX_PARTICIPANTS };
  }
  const token = new AccessToken(config.livekit.apiKey, config.livekit.apiSecret, {
    identity: identity || `guest-${randomHex(6)}`,
    name: name || undefined,
    ttl: '6h',
  });
  token.addGrant({ room, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: true });
  return { transport: 'livekit' as const, url: config.livekit.url, token: await token.toJwt(), room };
}
