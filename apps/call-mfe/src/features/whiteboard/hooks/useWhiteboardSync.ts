import { useState } from 'react';
import { whiteboardSocketUrl } from '@platform/shared-api';
import { useLiveSocket, type LiveStatus } from '#src/shared/useLiveSocket.ts';
import { isBoardOp, isStroke, type BoardOp, type Stroke } from '../utils/board-model';

export type SyncStatus = LiveStatus;

/**
 * Keeps a board in sync through the relay (`/signal/socket/whiteboard?room=`): the snapshot on (re)connect
 * replaces the drawing, remote operations arrive in order, `send` shares a local one.
 */
export function useWhiteboardSync(room: string | null, handlers: { onSnapshot(strokes: Stroke[]): void; onOp(op: BoardOp): void }) {
  const [peers, setPeers] = useState(0);
  const { status, send } = useLiveSocket(
    room ? whiteboardSocketUrl(room) : null,
    (message) => {
      if (message.type === 'snapshot') handlers.onSnapshot((Array.isArray(message.strokes) ? message.strokes : []).filter(isStroke));
      if (typeof message.peers === 'number') setPeers(message.peers);
      if (message.type === 'op' && isBoardOp(message.op)) handlers.onOp(message.op);
    },
    { pingMs: 0, liveWhen: (message) => message.type === 'snapshot' },
  );
  return { status, peers, send: (op: BoardOp) => void send({ type: 'op', op }) };
}
