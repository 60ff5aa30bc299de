import { useCallback, useEffect, useRef, useState } from 'react';

export type LiveStatus = 'off' | 'connecting' | 'live' | 'offline';
export type LiveMessage = Record<string, unknown> & { type?: string };

export interface LiveSocketOptions {
  /** Keep-alive ping every so often (0: none). */
  pingMs?: number;
  /** When the link counts as live: on open (default), or on a message such as a first snapshot. */
  liveWhen?(message: LiveMessage): boolean;
}

/**
 * A websocket for the call remote's live features (call centre, whiteboard) that comes back after a
 * drop (backoff up to 10 s); `url` null keeps it closed. Messages are parsed JSON; `send` returns
 * false while the link is down.
 */
export function useLiveSocket(url: string | null, onMessage: (message: LiveMessage) => void, options: LiveSocketOptions = {}) {
  const [status, setStatus] = useState<LiveStatus>(url ? 'connecting' : 'off');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const liveWhen = useRef(options.liveWhen);
  liveWhen.current = options.liveWhen;
  const socket = useRef<WebSocket | null>(null);
  const pingMs = options.pingMs ?? 25_000;

  useEffect(() => {
    if (!url) return setStatus('off');
    let closed = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ping = pingMs > 0 ? setInterval(() => socket.current?.readyState === WebSocket.OPEN && socket.current.send('{"type":"ping"}'), pingMs) : undefined;
    const live = () => {
      attempt = 0;
      setStatus('live');
    };
    const open = () => {
      setStatus('connecting');
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onopen = () => {
        if (!liveWhen.current) live();
      };
      ws.onmessage = (event) => {
        let message: LiveMessage;
        try {
          message = JSON.parse(String(event.data));
        } catch {
          return; // not JSON: ignore
        }
        if (liveWhen.current?.(message)) live();
        handler.current(message);
      };
      ws.onclose = () => {
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
      socket.current?.close(1000, 'bye');
      socket.current = null;
    };
  }, [url, pingMs]);

  const send = useCallback((data: unknown) => {
    if (socket.current?.readyState !== WebSocket.OPEN) return false;
    socket.current.send(JSON.stringify(data));
    return true;
  }, []);
  return { status, send };
}
