import { useEffect, useState } from 'react';
import type { RoomAck } from '@platform/shared-api';
import type { RoomClient } from '../../room/client';
import { renewDelayMs } from '../utils/viewer-grant';

/** After a refused or lost request, the grant is asked for again this much later. */
const RETRY_MS = 5000;

/**
 * The member's grant to the room's HLS (issue 26), as the query every playlist and segment request
 * carries: asked for over the room socket while `wanted` (the stream is announced), renewed at half
 * its life while the room still admits them, dropped when they stop watching. Null until the first.
 */
export function useViewerGrant(client: RoomClient, wanted: boolean): string | null {
  const [grant, setGrant] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return setGrant(null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = () => {
      client.command({ type: 'hls.grant' }).then(
        (ack) => {
          const given = (ack as RoomAck).hls_grant;
          if (stopped || !given) return;
          setGrant(given.query);
          timer = setTimeout(ask, renewDelayMs(given.expires_at));
        },
        () => {
          if (!stopped) timer = setTimeout(ask, RETRY_MS);
        },
      );
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, wanted]);
  return grant;
}
