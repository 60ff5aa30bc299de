/**
 * What the composite page is asked to be, read from its URL:
 * - `?ticket=` only: this service's own worker (media over the mesh, WebM to the worker socket);
 * - `?ticket=&url=&token=` (LiveKit Egress adds `url`, `token` and `layout` to the custom template
 *   URL it opens): a LiveKit template, media from the LiveKit room, drawn to the viewport and played
 *   to the page's audio output, which the egress records;
 * - anything else is refused (no ticket, or half a template request).
 */
export type CompositeMode =
  { kind: 'refused' } | { kind: 'worker'; ticket: string } | { kind: 'template'; ticket: string; livekit: { url: string; token: string } };

const LIVEKIT_SCHEMES = new Set(['ws:', 'wss:', 'http:', 'https:']);

export function compositeMode(params: URLSearchParams): CompositeMode {
  const ticket = params.get('ticket');
  const url = params.get('url');
  const token = params.get('token');
  if (!ticket) return { kind: 'refused' };
  if (url === null && token === null) return { kind: 'worker', ticket };
  if (!url || !token || !isLiveKitUrl(url)) return { kind: 'refused' };
  return { kind: 'template', ticket, livekit: { url, token } };
}

function isLiveKitUrl(value: string) {
  try {
    return LIVEKIT_SCHEMES.has(new URL(value).protocol);
  } catch {
    return false;
  }
}
