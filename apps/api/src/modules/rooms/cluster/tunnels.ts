import type { Connection } from '#src/lib/connection.ts';
import { randomHex } from '#src/lib/secrets.ts';
import { SharedFrame } from '#src/lib/shared-frame.ts';
import type { RoomMember } from '../sockets/room-registry';
import type { MemberSession } from '../sockets/signal-hub';
import type { Owner } from './lease';
import { ListBook } from './socket-lists';
import { CLOSE_DROPPED, CLOSE_MOVED, type ToHolder, type ToOwner } from './wire';

interface Tunnel {
  alias: string;
  owner: string;
  token: number;
  connection: Connection;
}

/**
 * The holder's side (issue 25): sockets of members whose room another instance owns. What the member sends
 * goes to the owner as is (the owner's dispatcher checks it); what the owner sends comes back only when it
 * carries the fencing token of the owner this socket was opened with. Anything else (a deposed owner's late
 * frames, a forged message) is dropped and logged.
 */
export class SocketTunnels {
  private readonly tunnels = new Map<string, Tunnel>();
  /** Sockets held here per room: when none is left, the lists its owners named are dropped. */
  private readonly held = new Map<string, number>();
  private readonly lists = new ListBook();

  constructor(
    private readonly self: string,
    private readonly publish: (instance: string, message: ToOwner) => void,
    private readonly warn: (detail: Record<string, unknown>, message: string) => void,
  ) {}

  open(owner: Owner, member: RoomMember, connection: Connection, origin?: string): MemberSession {
    const socket = `${this.self}.${randomHex(8)}`;
    const alias = member.alias;
    this.tunnels.set(socket, { alias, owner: owner.instance, token: owner.token, connection });
    this.held.set(alias, (this.held.get(alias) ?? 0) + 1);
    this.publish(owner.instance, { k: 'open', alias, socket, from: this.self, token: owner.token, member, origin });
    return {
      message: (raw) => {
        if (this.tunnels.has(socket)) this.publish(owner.instance, { k: 'frame', alias, socket, text: raw.toString() });
      },
      close: (code) => {
        if (this.remove(socket)) this.publish(owner.instance, { k: 'close', alias, socket, code });
      },
    };
  }

  receive(message: ToHolder) {
    if (message.k === 'refused') return this.closeTunnel(message.socket, CLOSE_MOVED, 'room moved');
    let stale = 0;
    for (const op of message.ops) {
      const frame = 'text' in op ? SharedFrame.of(op.text) : null; // encoded once for all the sockets here
      const sockets = this.lists.sockets(message.from, message.token, message.alias, op);
      if (!sockets) stale++;
      for (const socket of sockets ?? []) {
        const tunnel = this.tunnels.get(socket);
        if (!tunnel) continue;
        if (tunnel.alias !== message.alias || tunnel.owner !== message.from || tunnel.token !== message.token) {
          stale++;
          continue;
        }
        if (frame) tunnel.connection.sendRaw?.(frame);
        else if ('close' in op) this.closeTunnel(socket, ...op.close);
      }
    }
    if (stale)
      this.warn(
        { alias: message.alias, from: message.from, token: message.token, sockets: stale },
        'room frames with a stale or unknown fencing token dropped',
      );
  }

  /** The owners ("<instance>:<token>") the room's sockets here were opened with (none: no socket of it here). */
  ownersOf(alias: string): string[] {
    const owners = new Set<string>();
    for (const tunnel of this.tunnels.values()) if (tunnel.alias === alias) owners.add(`${tunnel.owner}:${tunnel.token}`);
    return [...owners];
  }

  /** The room's owner changed or died: its sockets here close, and their pages reconnect (resume) to any instance. */
  ownerGone(alias: string, owner: string) {
    for (const [socket, tunnel] of [...this.tunnels])
      if (tunnel.alias === alias && `${tunnel.owner}:${tunnel.token}` === owner) this.closeTunnel(socket, CLOSE_MOVED, 'room moved');
  }

  /** Shutting down: each owner hears a dropped connection (the member keeps their place), each page reconnects. */
  closeAll() {
    for (const [socket, tunnel] of [...this.tunnels]) {
      this.publish(tunnel.owner, { k: 'close', alias: tunnel.alias, socket, code: CLOSE_DROPPED });
      this.closeTunnel(socket, CLOSE_MOVED, 'shutting down');
    }
  }

  private closeTunnel(socket: string, code: number, reason: string) {
    const tunnel = this.tunnels.get(socket);
    if (!tunnel) return;
    this.remove(socket);
    tunnel.connection.close(code, reason);
  }

  private remove(socket: string): boolean {
    const tunnel = this.tunnels.get(socket);
    if (!tunnel) return false;
    this.tunnels.delete(socket);
    const left = (this.held.get(tunnel.alias) ?? 1) - 1;
    if (left > 0) this.held.set(tunnel.alias, left);
    else {
      this.held.delete(tunnel.alias);
      this.lists.forget(tunnel.alias);
    }
    return true;
  }
}
