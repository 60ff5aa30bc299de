import { getCallConfig } from '@platform/shared-api';
import { MeshTransport, type MediaTransport, type TransportListener } from '../../media';
import type { RoomClient } from '../../room/client';
import type { TemplateMode } from './template-mode';

/**
 * Where the composite's media comes from: the mesh (this service's own worker, the recorder is one
 * more peer) or, when the page runs as a LiveKit Egress template, the LiveKit room.
 */
export async function compositeTransport(alias: string, client: RoomClient, template: TemplateMode | null, listener: TransportListener): Promise<MediaTransport> {
  if (template) return template.transport(listener);
  const config = await getCallConfig({ alias }).catch(() => null);
  return new MeshTransport({
    signal: client.signal,
    iceServers: config?.transport === 'mesh' ? config.ice_servers ?? [] : [],
    listener,
  });
}
