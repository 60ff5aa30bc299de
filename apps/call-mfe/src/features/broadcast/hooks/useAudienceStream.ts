import { useEffect, useState } from 'react';
import { serviceBaseUrl } from '@platform/shared-api';
import type { RoomClient } from '../../room/client';

/**
 * Where the audience plays the room (issue 13): the HLS URL the room announces in `broadcast.state`
 * while the livestream runs, or null. The state is asked for on each (re)connect by `useBroadcast`.
 */
export function useAudienceStream(client: RoomClient): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () =>
      client.onMessage((message) => {
        // Relative to the API serving it, unless a CDN (HLS_PUBLIC_URL) gave a full URL.
        if (message.type === 'broadcast.state')
          setUrl(message.live.hls_url && new URL(message.live.hls_url, `${serviceBaseUrl('accountApi')}/`).href);
      }),
    [client],
  );
  return url;
}
