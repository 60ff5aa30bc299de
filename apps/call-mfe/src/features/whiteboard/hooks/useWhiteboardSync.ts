import { useEffect, useRef, useState } from 'react';
import { whiteboardSocketUrl } from '@platform/shared-api';
import { isBoardOp, isStroke, type BoardOp, type Stroke } from '../utils/board-model';

export type SyncStatus = 'off' | 'connecting' | 'live' | 'offline';

/**
 * Keeps a board in sync through the relay (`/signal/socket/whiteboard?room=`): the snapshot on (re)connect
 * replaces the drawing, remote operations arrive in order, `send` shares a local one.
 */
export function useWhiteboardSync(room: string | null, handlers: { onSnapshot(strokes: Stroke[]): void; onOp(op: BoardOp): void }) {
  const [status, setStatus] = useState<SyncStatus>(room ? 'connecting' : 'off');
  const [peers, setPeers] = useState(0);
  const socket = useRef<WebSocket | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!room) return;
    let closed = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      setStatus('connecting');
      const ws = new WebSocket(whiteboardSocketUrl(room));
      socket.current = ws;
      ws.onmessage = (event) => {
        let message: { type?: string; strokes?: unknown[]; op?: unknown; peers?: number };
        try {
          message = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (message.type === 'snapshot') {
          attempt = 0;
          setStatus('live');
          latest.current.onSnapshot((message.strokes ?? []).filter(isStroke));
        }
        if (typeof message.peers === 'number') setPeers(message.peers);
        if (message.type === 'op' && isBoardOp(message.op)) latest.current.onOp(message.op);
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
      socket.current?.close(1000, 'bye');
      socket.current = null;
    };
  }, [room]);

  const send = (op: BoardOp) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify({ type: 'op', op }));
  };
  return { status, peers, send };
}
