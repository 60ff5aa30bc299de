import { useCallback, useEffect, useRef, useState } from 'react';
import { ReconnectingSocket } from '@platform/shared-api';

export type LiveStatus = 'off' | 'connecting' | 'live' | 'offline';
export type LiveMessage = Record<string, unknown> & { type?: string };

export interface LiveSocketOptions {
  /** Keep-alive ping every so often (0: none). */
  pingMs?: number;
  /** When the link counts as live: on open (default), or on a message such as a first snapshot. */
  liveWhen?(message: LiveMessage): boolean;
}

/**
 * A websocket for the call remote's live features (call centre, whiteboard) over the page's one
 * reconnecting socket (shared-api `ReconnectingSocket`: jittered backoff up to 10 s, connect
 * timeout); `url` null keeps it closed. Messages are parsed JSON; `send` returns false while the
 * link is down.
 */
export function useLiveSocket(url: string | null, onMessage: (message: LiveMessage) => void, options: LiveSocketOptions = {}) {
  const [status, setStatus] = useState<LiveStatus>(url ? 'connecting' : 'off');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const liveWhen = useRef(options.liveWhen);
  liveWhen.current = options.liveWhen;
  const socket = useRef<ReconnectingSocket | null>(null);
  const pingMs = options.pingMs ?? 25_000;

  useEffect(() => {
    if (!url) return setStatus('off');
    const live = new ReconnectingSocket({ url, pingMs });
    socket.current = live;
    live.on('status', (next) => {
      if (next === 'connecting') setStatus('connecting');
      else if (next === 'waiting') setStatus('offline');
    });
    live.on('open', () => {
      if (!liveWhen.current) setStatus('live');
    });
    live.on('message', (data) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(data);
      } catch {
        return; // not JSON: ignore
      }
      if (liveWhen.current?.(message)) setStatus('live');
      handler.current(message);
    });
    live.start();
    return () => {
      live.close(1000, 'bye');
      socket.current = null;
    };
  }, [url, pingMs]);

  const send = useCallback((data: unknown) => socket.current?.isOpen === true && socket.current.send(JSON.stringify(data)), []);
  return { status, send };
}
