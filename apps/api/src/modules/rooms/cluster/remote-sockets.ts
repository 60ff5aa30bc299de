import type { Connection } from '#src/lib/connection.ts';
import type { SharedFrame } from '#src/lib/shared-frame.ts';
import type { MemberSession, SignalHub } from '../sockets/signal-hub';
import { ListNamer } from './socket-lists';
import { CLOSE_MOVED, type ToHolder, type ToOwner } from './wire';

/** An op as queued: the fan-out's frame as it came (decoded once, when published). */
type QueuedOp = { sockets: string[]; text: string | Buffer | SharedFrame } | { sockets: string[]; close: [number, string] };
const asText = (op: QueuedOp) =>
  'text' in op && typeof op.text !== 'string'
    ? { sockets: op.sockets, text: op.text.toString() }
    : (op as Exclude<QueuedOp, { text: unknown }>);

interface Remote {
  alias: string;
  holder: string;
  session: MemberSession;
}

/**
 * The owner's side of sockets other instances hold (issue 25). Each is a `Connection` here, so the hub,
 * presence, the dispatcher and the command router serve it exactly as a socket of this instance (grace
 * period, clean close, acks). What the room sends it is queued per holder and room, and published once a
 * tick with the owner's fencing token: a frame the fan-out serialised once for a room goes to each holder
 * once, naming the sockets there that get it.
 */
export class RemoteSockets {
  private readonly remotes = new Map<string, Remote>();
  private readonly outbox = new Map<string, { holder: string; alias: string; ops: QueuedOp[] }>();
  /** Sockets held per holder and room: when none is left, the list named for them is dropped. */
  private readonly held = new Map<string, number>();
  private readonly lists = new ListNamer();
  private flushing = false;

  constructor(
    private readonly hub: Pick<SignalHub, 'connectHere' | 'adopt'>,
    private readonly self: string,
    private readonly tokenOf: (alias: string) => number | undefined,
    private readonly publish: (instance: string, message: ToHolder) => void,
  ) {}

  receive(message: ToOwner) {
    if (message.k === 'open') return this.open(message);
    const remote = this.remotes.get(message.socket);
    if (!remote || remote.alias !== message.alias) return;
    if (message.k === 'frame') return void remote.session.message(message.text);
    this.remove(message.socket, remote);
    remote.session.close(message.code);
  }

  private open(message: Extract<ToOwner, { k: 'open' }>) {
    const { alias, socket, from, member } = message;
    if (this.tokenOf(alias) !== message.token || member.alias !== alias) return this.publish(from, { k: 'refused', alias, socket });
    const connection: Connection = {
      id: socket,
      send: (frame) => this.push(from, alias, socket, { text: JSON.stringify(frame) }),
      sendRaw: (text) => this.push(from, alias, socket, { text }),
      relay: this,
      close: (code, reason) => {
        this.push(from, alias, socket, { close: [code, reason] });
        // The holder closes the real socket and says nothing more: its close is heard here, as a socket's would be.
        const remote = this.remotes.get(socket);
        if (remote) this.remove(socket, remote);
        if (remote) setImmediate(() => remote.session.close(code));
      },
    };
    this.hub.adopt(member);
    this.remotes.set(socket, { alias, holder: from, session: this.hub.connectHere(member, connection, message.origin) });
    this.held.set(`${from}\n${alias}`, (this.held.get(`${from}\n${alias}`) ?? 0) + 1);
  }

  private remove(socket: string, remote: Remote) {
    this.remotes.delete(socket);
    const key = `${remote.holder}\n${remote.alias}`;
    const left = (this.held.get(key) ?? 1) - 1;
    if (left > 0) return void this.held.set(key, left);
    this.held.delete(key);
    this.lists.forget(remote.holder, remote.alias);
  }

  /** Sockets held by instances that stopped answering (killed): dropped connections, so the grace period runs. */
  holders(): Set<string> {
    return new Set([...this.remotes.values()].map((remote) => remote.holder));
  }

  dropHolder(holder: string, code: number) {
    for (const [socket, remote] of [...this.remotes]) {
      if (remote.holder !== holder) continue;
      this.remove(socket, remote);
      remote.session.close(code);
    }
  }

  /** The room's lease went to another instance: its tunnelled sockets are closed, so their pages reconnect there. */
  dropRoom(alias: string) {
    for (const [socket, remote] of [...this.remotes]) {
      if (remote.alias !== alias) continue;
      this.remove(socket, remote);
      this.push(remote.holder, alias, socket, { close: [CLOSE_MOVED, 'room moved'] });
      remote.session.close(CLOSE_MOVED);
    }
  }

  private push(holder: string, alias: string, socket: string, op: { text: string | Buffer | SharedFrame } | { close: [number, string] }) {
    const key = `${holder}\n${alias}`;
    const entry = this.outbox.get(key) ?? { holder, alias, ops: [] };
    this.outbox.set(key, entry);
    const last = entry.ops.at(-1);
    // The fan-out writes one serialised frame (the same text or Buffer) to a room's sockets in a row: one op names them all.
    if (last && 'text' in op && 'text' in last && last.text === op.text) last.sockets.push(socket);
    else entry.ops.push({ sockets: [socket], ...op });
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => this.flush());
    }
  }

  /** Publishes what is queued (once a tick, or at once when the fan-out has queued a frame for a whole room). */
  flush() {
    this.flushing = false;
    const batches = [...this.outbox.values()];
    this.outbox.clear();
    for (const { holder, alias, ops } of batches) {
      const token = this.tokenOf(alias);
      // Not (or no longer) the owner: frames of a room this instance does not own are not sent.
      if (token !== undefined)
        this.publish(holder, {
          k: 'out',
          alias,
          from: this.self,
          token,
          ops: ops.map((op) => this.lists.name(holder, alias, token, asText(op))),
        });
    }
  }
}
