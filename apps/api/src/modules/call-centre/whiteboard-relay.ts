import type { Connection } from '../signal/rooms/dispatcher';

/** A stroke as the whiteboard model of the call remote sends it; the relay only needs its id. */
type Stroke = { id: string } & Record<string, unknown>;

export const MAX_STROKES = 5_000;
export const MAX_BOARDS = 1_000;
export const ROOM_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

interface Board {
  strokes: Map<string, Stroke>;
  sockets: Set<Connection>;
}

/**
 * Whiteboard sync for `/draw?room=`: each board keeps the current drawing in memory (so a late joiner
 * gets it as a snapshot) and relays operations to everyone else on the board, in the order received.
 * Operations: add (a stroke), remove (ids), clear, restore (strokes back, for undo of a clear or erase).
 */
export class WhiteboardRelay {
  private readonly boards = new Map<string, Board>();

  join(room: string, connection: Connection): { message(raw: string): void; close(): void } | null {
    let board = this.boards.get(room);
    if (!board) {
      if (this.boards.size >= MAX_BOARDS) return null;
      board = { strokes: new Map(), sockets: new Set() };
      this.boards.set(room, board);
    }
    board.sockets.add(connection);
    connection.send({ type: 'snapshot', strokes: [...board.strokes.values()], peers: board.sockets.size });
    this.broadcast(board, { type: 'peers', peers: board.sockets.size });
    const current = board;
    return {
      message: (raw) => this.receive(current, connection, raw),
      close: () => {
        current.sockets.delete(connection);
        // An empty board is forgotten: the drawing lives as long as someone has it open.
        if (current.sockets.size === 0) this.boards.delete(room);
        else this.broadcast(current, { type: 'peers', peers: current.sockets.size });
      },
    };
  }

  strokes(room: string): Stroke[] {
    return [...(this.boards.get(room)?.strokes.values() ?? [])];
  }

  private receive(board: Board, from: Connection, raw: string) {
    let message: { type?: unknown; op?: { kind?: unknown; stroke?: unknown; ids?: unknown; strokes?: unknown } };
    try {
      message = JSON.parse(raw);
    } catch {
      return from.send({ type: 'error', code: 'invalid_message' });
    }
    if (message?.type === 'ping') return from.send({ type: 'pong' });
    const op = message?.type === 'op' ? message.op : null;
    if (!op || !this.applyOp(board, op)) return from.send({ type: 'error', code: 'invalid_op' });
    this.broadcast(board, { type: 'op', op }, from);
  }

  private applyOp(board: Board, op: { kind?: unknown; stroke?: unknown; ids?: unknown; strokes?: unknown }): boolean {
    const isStroke = (value: unknown): value is Stroke =>
      !!value && typeof value === 'object' && typeof (value as Stroke).id === 'string' && (value as Stroke).id.length <= 64;
    switch (op.kind) {
      case 'add':
        if (!isStroke(op.stroke) || board.strokes.size >= MAX_STROKES) return false;
        board.strokes.set(op.stroke.id, op.stroke);
        return true;
      case 'restore':
        if (!Array.isArray(op.strokes) || !op.strokes.every(isStroke) || board.strokes.size + op.strokes.length > MAX_STROKES) return false;
        for (const stroke of op.strokes) board.strokes.set(stroke.id, stroke);
        return true;
      case 'remove':
        if (!Array.isArray(op.ids) || !op.ids.every((id) => typeof id === 'string')) return false;
        for (const id of op.ids as string[]) board.strokes.delete(id);
        return true;
      case 'clear':
        board.strokes.clear();
        return true;
      default:
        return false;
    }
  }

  private broadcast(board: Board, message: Record<string, unknown>, except?: Connection) {
    const text = JSON.stringify(message);
    for (const socket of board.sockets) {
      if (socket === except) continue;
      if (socket.sendRaw) socket.sendRaw(text);
      else socket.send(message);
    }
  }
}
