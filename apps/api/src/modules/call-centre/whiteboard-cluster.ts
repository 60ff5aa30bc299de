import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WhiteboardOp } from '@platform/contracts';
import type { Connection } from '../../lib/connection';
import { subscriberFor } from '../../cluster/redis';
import { ALL_BOARDS, addressKeys, boardKeys, boardScripts } from './whiteboard-scripts';
import {
  MAX_BOARD_BYTES,
  MAX_BOARDS,
  MAX_BOARDS_PER_IP,
  MAX_SOCKETS_PER_IP,
  MAX_STROKES,
  readOp,
  sendText,
  type BoardSession,
  type JoinRefusal,
  type Whiteboards,
} from './whiteboard-relay';

/** A board, an address's count and a killed instance's share of them last this long unless renewed. */
const BOARD_TTL_MS = 15_000;
const RENEW_MS = 5_000;
const CHANNEL_PREFIX = boardKeys('').channel;

interface LocalSocket {
  connection: Connection;
  /** `<instance>/<n>`: names the sender in what Redis relays, so its own operation does not come back to it. */
  tag: string;
  /** The board's sequence number its snapshot showed; null until the snapshot is sent (what comes meanwhile waits). */
  since: number | null;
  waiting: Array<{ seq: number; text: string }>;
  /** Settles once Redis answered the socket's last operation. */
  answered: Promise<void>;
}

/**
 * The boards of `/draw?room=` shared by every instance (issue 25): a board's strokes are in Redis, changed by
 * one Lua script per operation (the limits checked there, for the whole cluster), which publishes the operation
 * with the board's next sequence number on the board's channel; each instance with sockets of the board
 * subscribes and writes it to its own sockets but the sender, so everyone sees one order. A joiner's instance
 * subscribes before the script that reads the snapshot, and gives its socket only what comes after the
 * snapshot's sequence number. Design and limits: `README.md` beside this file.
 */
export class RedisWhiteboards implements Whiteboards {
  private readonly boards = new Map<string, Map<string, LocalSocket>>();
  /** Each local board's SUBSCRIBE: every joiner waits for it, not only the first. */
  private readonly subscribed = new Map<string, Promise<unknown>>();
  private readonly addresses = new Map<string, number>();
  private readonly renewal: NodeJS.Timeout;
  private sockets = 0;
  private failing = false;

  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly self: string,
    private readonly log: FastifyBaseLogger,
  ) {
    subscriber.on('message', (channel: string, text: string) => this.relayed(channel.slice(CHANNEL_PREFIX.length), text));
    this.renewal = setInterval(() => void this.renew(), RENEW_MS);
    this.renewal.unref();
  }

  static async start(redis: Redis, instanceId: string, log: FastifyBaseLogger): Promise<RedisWhiteboards> {
    return new RedisWhiteboards(redis, await subscriberFor(redis), instanceId, log);
  }

  async join(room: string, connection: Connection, ip = 'local'): Promise<BoardSession | JoinRefusal> {
    const socket: LocalSocket = {
      connection,
      tag: `${this.self}/${++this.sockets}`,
      since: null,
      waiting: [],
      answered: Promise.resolve(),
    };
    const keys = boardKeys(room);
    let board = this.boards.get(room);
    if (!board) {
      this.boards.set(room, (board = new Map()));
      this.subscribed.set(room, this.subscriber.subscribe(keys.channel));
    }
    board.set(socket.tag, socket);
    this.bump(ip, 1);
    const refuse = (why: JoinRefusal) => {
      this.forget(room, socket.tag, ip);
      return why;
    };
    let reply: string[];
    try {
      // Subscribed before the snapshot is read: nothing published after it can be missed.
      await this.subscribed.get(room);
      const address = addressKeys(ip);
      reply = (await boardScripts.join(
        this.redis,
        [keys.strokes, keys.order, keys.meta, keys.peers, address.sockets, address.boards, ALL_BOARDS],
        [
          this.self,
          ip,
          room,
          board.size,
          this.addresses.get(ip)!,
          BOARD_TTL_MS,
          MAX_SOCKETS_PER_IP,
          MAX_BOARDS_PER_IP,
          MAX_BOARDS,
          keys.channel,
        ],
      )) as string[];
    } catch (error) {
      this.warn(error, 'whiteboard sockets refused while Redis is away');
      return refuse('cluster_unavailable');
    }
    if (reply[0] !== 'ok') return refuse(reply[0] as JoinRefusal);
    const [, seq, peers, ...strokes] = reply;
    sendText([connection], `{"type":"snapshot","strokes":[${strokes.filter(Boolean).join(',')}],"peers":${peers}}`);
    socket.since = Number(seq);
    for (const waited of socket.waiting.splice(0)) if (waited.seq > socket.since) sendText([connection], waited.text);
    let open = true;
    return {
      message: (raw) => this.receive(room, socket, raw),
      close: () => {
        if (!open) return;
        open = false;
        this.leave(room, socket.tag, ip);
      },
    };
  }

  async close() {
    clearInterval(this.renewal);
    this.subscriber.disconnect();
  }

  private receive(room: string, socket: LocalSocket, raw: string) {
    const op = readOp(socket.connection, raw);
    // A pong follows the answers to the operations sent before the ping, as in one process.
    if (op === 'ping') return void socket.answered.then(() => socket.connection.send({ type: 'pong' }));
    if (!op) return;
    const keys = boardKeys(room);
    socket.answered = boardScripts
      .op(
        this.redis,
        [keys.strokes, keys.order, keys.meta, keys.peers],
        [op.kind, keys.channel, socket.tag, JSON.stringify({ type: 'op', op }), BOARD_TTL_MS, MAX_STROKES, MAX_BOARD_BYTES, ...opArgs(op)],
      )
      .then(
        (result) => {
          this.failing = false;
          if (result !== 'ok') socket.connection.send({ type: 'error', code: result === 'gone' ? 'board_gone' : result });
        },
        (error: unknown) => {
          this.warn(error, 'whiteboard operations refused while Redis is away');
          socket.connection.send({ type: 'error', code: 'cluster_unavailable' });
        },
      );
  }

  /** What Redis relays on a board's channel: `<seq> <sender>\n<frame>` (`- -` for a count of sockets). */
  private relayed(room: string, text: string) {
    const board = this.boards.get(room);
    const newline = text.indexOf('\n');
    if (!board || newline < 0) return;
    const [seqText, sender] = text.slice(0, newline).split(' ');
    const frame = text.slice(newline + 1);
    const seq = seqText === '-' ? null : Number(seqText);
    for (const socket of board.values()) {
      if (socket.tag === sender) continue;
      if (socket.since === null) {
        if (seq !== null) socket.waiting.push({ seq, text: frame });
      } else if (seq === null || seq > socket.since) sendText([socket.connection], frame);
    }
  }

  private leave(room: string, tag: string, ip: string) {
    const remaining = this.forget(room, tag, ip);
    const keys = boardKeys(room);
    boardScripts
      .count(
        this.redis,
        [keys.strokes, keys.order, keys.meta, keys.peers, addressKeys(ip).sockets, ALL_BOARDS],
        [this.self, remaining, this.addresses.get(ip) ?? 0, BOARD_TTL_MS, keys.channel, room, '1'],
      )
      .catch((error: unknown) => this.warn(error, 'whiteboard counts not updated while Redis is away (they expire by themselves)'));
  }

  /** Drops a socket here; how many sockets of the board this instance still has. */
  private forget(room: string, tag: string, ip: string): number {
    const board = this.boards.get(room);
    board?.delete(tag);
    this.bump(ip, -1);
    if (board && board.size === 0) {
      this.boards.delete(room);
      this.subscribed.delete(room);
      this.subscriber.unsubscribe(boardKeys(room).channel).catch(() => undefined);
    }
    return board?.size ?? 0;
  }

  private bump(ip: string, by: number) {
    const next = (this.addresses.get(ip) ?? 0) + by;
    if (next <= 0) this.addresses.delete(ip);
    else this.addresses.set(ip, next);
  }

  /** Renews this instance's share of its boards and addresses, so they outlive RENEW_MS while in use here. */
  private async renew() {
    try {
      for (const [room, board] of this.boards) {
        const keys = boardKeys(room);
        await boardScripts.count(
          this.redis,
          [keys.strokes, keys.order, keys.meta, keys.peers, '', ALL_BOARDS],
          [this.self, board.size, 0, BOARD_TTL_MS, keys.channel, room, '0'],
        );
      }
      for (const [ip, count] of this.addresses)
        await boardScripts.address(this.redis, [addressKeys(ip).sockets], [this.self, count, BOARD_TTL_MS]);
      this.failing = false;
    } catch (error) {
      this.warn(error, 'whiteboard counts not renewed while Redis is away');
    }
  }

  /** Said once per outage, not once per stroke. */
  private warn(error: unknown, message: string) {
    if (!this.failing) this.log.warn({ err: error }, message);
    this.failing = true;
  }
}

/** An operation's strokes as the script takes them: id and JSON pairs (add, restore), ids (remove). */
function opArgs(op: WhiteboardOp): string[] {
  switch (op.kind) {
    case 'add':
      return [op.stroke.id, JSON.stringify(op.stroke)];
    case 'restore':
      return op.strokes.flatMap((stroke) => [stroke.id, JSON.stringify(stroke)]);
    case 'remove':
      return op.ids;
    case 'clear':
      return [];
  }
}
