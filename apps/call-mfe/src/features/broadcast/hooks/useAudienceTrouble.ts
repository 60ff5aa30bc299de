import { useEffect, useState } from 'react';
import type { AudienceStreamMessage } from '@platform/shared-api';
import type { RoomClient } from '../../room/client';

/**
 * Why the audience's stream cannot start, as the room says it (`audience.stream`, also on each
 * `broadcast.sync`), or null while nothing stands in its way (issue 29). The audience reads it in
 * place of the stream, the host and co-hosts as a notice that nobody in the audience sees them.
 */
export function useAudienceTrouble(client: RoomClient): AudienceStreamMessage | null {
  const [trouble, setTrouble] = useState<AudienceStreamMessage | null>(null);
  useEffect(
    () =>
      client.onMessage((message) => {
        if (message.type === 'audience.stream') setTrouble(message.status === 'retrying' ? message : null);
        // The stream plays: whatever stood in its way is gone.
        if (message.type === 'broadcast.state' && message.live.hls_url) setTrouble(null);
      }),
    [client],
  );
  return trouble;
}
