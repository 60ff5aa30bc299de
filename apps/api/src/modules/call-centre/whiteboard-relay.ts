import { Compile } from 'typebox/compile';
import { WhiteboardClientMessageSchema, type WhiteboardOp, type WhiteboardStroke } from '@platform/contracts';
import { parseFrame } from '../../lib/socket-guard';
import type { Connection } from '../../lib/connection';

export const MAX_STROKES = 5_000;
export const MAX_BOARDS = 1_000;
/** A board's drawing as JSON: the largest snapshot a late joiner can ever be sent. */
export const MAX_BOARD_BYTES = 1024 * 1024;
/** Anonymous sockets and boards one address may hold at once (the whiteboard needs no sign-in). */
export const MAX_SOCKETS_PER_IP = 20;
export const MAX_BOARDS_PER_IP = 10;
export const ROOM_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const checkMessage = Compile(WhiteboardClientMessageSchema);

interface Board {
  strokes: Map<string, { stroke: WhiteboardStroke; bytes: number }>;
  bytes: number;
  sockets: Set<Connection>;
  /** Who opened the board: it counts against that address's boards until it is forgotten. */
  owner: string;
}

/** Why a socket was not given a board (`cluster_unavailable`: several instances and Redis is away). */
export type JoinRefusal = 'too_many_boards' | 'too_many_sockets' | 'cluster_unavailable';

/** One socket's place on a board: each frame it sends, and its close. */
export interface BoardSession {
  message(raw: string): void;
  close(): void;
}

/** The boards of `/draw?room=`: in this process (`WhiteboardRelay`) or shared by instances (`whiteboard-cluster.ts`). */
export interface Whiteboards {
  join(room: string, connection: Connection, ip?: string): BoardSession | JoinRefusal | Promise<BoardSession | JoinRefusal>;
  close?(): Promise<void>;
}

/**
 * A frame from a board's socket: the operation it carries once checked against the shared contract, 'ping',
 * or null (a malformed frame or operation, answered here with its error code).
 */
export function readOp(from: Connection, raw: string): WhiteboardOp | 'ping' | null {
  const message = parseFrame(raw);
  if (message === null) from.send({ type: 'error', code: 'invalid_message' });
  else if (!checkMessage.Check(message)) from.send({ type: 'error', code: 'invalid_op' });
  else return message.type === 'ping' ? 'ping' : message.op;
  return null;
}

/**
 * Whiteboard sync for `/draw?room=`: each board keeps the current drawing in memory (so a late joiner
 * gets it as a snapshot) and relays operations to everyone else on the board, in the order received.
 * Operations (add, remove, clear, restore) are checked against the shared contract first, and a board
 * never holds more than MAX_STROKES strokes or MAX_BOARD_BYTES of drawing.
 */
export class WhiteboardRelay implements Whiteboards {
  private readonly boards = new Map<string, Board>();
  private readonly socketsPerIp = new Map<string, number>();
  private readonly boardsPerIp = new Map<string, number>();

  join(room: string, connection: Connection, ip = 'local'): BoardSession | JoinRefusal {
    if ((this.socketsPerIp.get(ip) ?? 0) >= MAX_SOCKETS_PER_IP) return 'too_many_sockets';
    let board = this.boards.get(room);
    if (!board) {
      if (this.boards.size >= MAX_BOARDS || (this.boardsPerIp.get(ip) ?? 0) >= MAX_BOARDS_PER_IP) return 'too_many_boards';
      board = { strokes: new Map(), bytes: 0, sockets: new Set(), owner: ip };
      this.boards.set(room, board);
      bump(this.boardsPerIp, ip, 1);
    }
    bump(this.socketsPerIp, ip, 1);
    board.sockets.add(connection);
    connection.send({ type: 'snapshot', strokes: this.strokes(room), peers: board.sockets.size });
    this.broadcast(board, { type: 'peers', peers: board.sockets.size });
    const current = board;
    let open = true;
    return {
      message: (raw) => this.receive(current, connection, raw),
      close: () => {
        if (!open) return;
        open = false;
        bump(this.socketsPerIp, ip, -1);
        current.sockets.delete(connection);
        // An empty board is forgotten: the drawing lives as long as someone has it open.
        if (current.sockets.size === 0) {
          this.boards.delete(room);
          bump(this.boardsPerIp, current.owner, -1);
        } else this.broadcast(current, { type: 'peers', peers: current.sockets.size });
      },
    };
  }

  strokes(room: string): WhiteboardStroke[] {
    return [...(this.boards.get(room)?.strokes.values() ?? [])].map((entry) => entry.stroke);
  }

  private receive(board: Board, from: Connection, raw: string) {
    const op = readOp(from, raw);
    if (op === 'ping') return from.send({ type: 'pong' });
    if (!op) return;
    const refusal = this.applyOp(board, op);
    if (refusal) return from.send({ type: 'error', code: refusal });
    this.broadcast(board, { type: 'op', op }, from);
  }

  /** Applies a checked operation; a refusal code when the board would grow past its limits. */
  private applyOp(board: Board, op: WhiteboardOp): 'board_full' | null {
    switch (op.kind) {
      case 'add':
      case 'restore': {
        const incoming = op.kind === 'add' ? [op.stroke] : op.strokes;
        const sized = incoming.map((stroke) => ({ stroke, bytes: JSON.stringify(stroke).length }));
        const replaced = sized.reduce((n, { stroke }) => n + (board.strokes.get(stroke.id)?.bytes ?? 0), 0);
        const added = sized.reduce((n, { bytes }) => n + bytes, 0);
        const newIds = sized.filter(({ stroke }) => !board.strokes.has(stroke.id)).length;
        if (board.strokes.size + newIds > MAX_STROKES || board.bytes - replaced + added > MAX_BOARD_BYTES) return 'board_full';
        for (const entry of sized) {
          board.bytes -= board.strokes.get(entry.stroke.id)?.bytes ?? 0;
          board.strokes.set(entry.stroke.id, entry);
          board.bytes += entry.bytes;
        }
        return null;
      }
      case 'remove':
        for (const id of op.ids) {
          board.bytes -= board.strokes.get(id)?.bytes ?? 0;
          board.strokes.delete(id);
        }
        return null;
      case 'clear':
        board.strokes.clear();
        board.bytes = 0;
        return null;
    }
  }

  private broadcast(board: Board, message: Record<string, unknown>, except?: Connection) {
    sendText(board.sockets, JSON.stringify(message), except);
  }
}

/** One serialised frame to each socket of a board but the sender's. */
export function sendText(sockets: Iterable<Connection>, text: string, except?: Connection) {
  for (const socket of sockets) {
    if (socket === except) continue;
    if (socket.sendRaw) socket.sendRaw(text);
    else socket.send(JSON.parse(text) as Record<string, unknown>);
  }
}

function bump(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
