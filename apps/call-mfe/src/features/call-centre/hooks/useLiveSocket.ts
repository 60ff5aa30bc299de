import { useEffect, useRef, useState } from 'react';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/**
 * A websocket that comes back after a drop (backoff up to 10 s) and pings to stay open;
 * `url` null keeps it closed. Messages are parsed JSON.
 */
export function useLiveSocket(url: string | null, onMessage: (message: Record<string, unknown> & { type?: string }) => void) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    if (!url) return;
    let closed = false;
    let attempt = 0;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ping = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), 25_000);
    const open = () => {
      setStatus('connecting');
      socket = new WebSocket(url);
      socket.onopen = () => {
        attempt = 0;
        setStatus('live');
      };
      socket.onmessage = (event) => {
        try {
          handler.current(JSON.parse(String(event.data)));
        } catch {
          // not JSON: ignore
        }
      };
      socket.onclose = () => {
        if (closed) return;
        setStatus('offline');
        retry = setTimeout(open, Math.min(10_000, 500 * 2 ** attempt++));
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(1000, 'bye');
    };
  }, [url]);

  return status;
}
