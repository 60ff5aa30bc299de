import { getCallConfig } from '@platform/shared-api';
import { LiveKitTransport, MeshTransport, type MediaTransport, type TransportListener } from '../../media';
import type { RoomClient } from '../../room/client';
import type { TemplateMode } from './template-mode';

/**
 * Where the composite's media comes from: the mesh (this service's own worker, the recorder is one
 * more peer); the LiveKit room when the service runs on LiveKit (`livekit`: the worker join's hidden,
 * subscribe-only recorder token; the worker still sends its outputs to the service); or, when the page
 * runs as a LiveKit Egress template, the LiveKit room through the template.
 */
export async function compositeTransport(
  alias: string,
  client: RoomClient,
  template: TemplateMode | null,
  listener: TransportListener,
  livekit?: { url: string; token: string },
): Promise<MediaTransport> {
  if (template) return template.transport(listener);
  // Adaptive stream off: the composite draws every video from elements that are never on screen.
  if (livekit) return new LiveKitTransport({ url: livekit.url, token: livekit.token, adaptiveStream: false, listener });
  const config = await getCallConfig({ alias }).catch(() => null);
  return new MeshTransport({
    signal: client.signal,
    iceServers: config?.transport === 'mesh' ? (config.ice_servers ?? []) : [],
    listener,
  });
}
