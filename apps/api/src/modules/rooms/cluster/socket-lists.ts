import type { OutOp } from './wire';

/** Lists this short are sent as they are: naming them would save less than it costs to keep. */
const NAMED_FROM = 8;
/**
 * Lists kept per holder, room and owner token, the oldest dropped first on both sides alike (everyone; everyone
 * but the sender; the hosts...).
 */
const KEPT = 4;

type Named = { id: number; sockets: string[] };
const keep = (lists: Named[], named: Named) => {
  lists.push(named);
  if (lists.length > KEPT) lists.shift();
};

type Op = { sockets: string[] } & ({ text: string } | { close: [number, string] });

const same = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * The owner's side (issue 25): a room's fan-out names the same sockets of a holder for message after message
 * (everyone there, ~3,300 ids and ~80 KB in a room of 10,000 over three instances). The first time a list is
 * sent it gets a number; while the holder's sockets of the room stay the same, later frames name the number
 * alone. A few lists are kept per holder and room, the same on both sides.
 */
export class ListNamer {
  private readonly last = new Map<string, { token: number; lists: Named[] }>();
  private next = 1;

  /** The op as published with the owner's fencing token (a list named under another token is named again). */
  name(holder: string, alias: string, token: number, op: Op): OutOp {
    if (op.sockets.length < NAMED_FROM) return op;
    const key = `${holder}\n${alias}`;
    let kept = this.last.get(key);
    if (kept?.token !== token) this.last.set(key, (kept = { token, lists: [] }));
    const { sockets, ...rest } = op;
    const known = kept.lists.find((list) => same(list.sockets, sockets));
    if (known) return { ...rest, list: known.id };
    const id = this.next++;
    keep(kept.lists, { id, sockets });
    return { ...rest, sockets, list: id };
  }

  /** The holder has no more sockets of the room: its lists are dropped. */
  forget(holder: string, alias: string) {
    this.last.delete(`${holder}\n${alias}`);
  }
}

/**
 * The holder's side: the last list each owner (instance and fencing token) named for a room. Redis pub/sub
 * keeps one publisher's messages in order, so a number always arrives after the list it names; a number
 * with no list here names no socket.
 */
export class ListBook {
  private readonly lists = new Map<string, Named[]>();

  /** The sockets the op names; null for a number this book does not know (forged, or from another owner). */
  sockets(from: string, token: number, alias: string, op: OutOp): readonly string[] | null {
    const key = `${from}\n${token}\n${alias}`;
    if (op.sockets) {
      if (op.list !== undefined) {
        const lists = this.lists.get(key) ?? [];
        this.lists.set(key, lists);
        keep(lists, { id: op.list, sockets: op.sockets });
      }
      return op.sockets;
    }
    return this.lists.get(key)?.find((list) => list.id === op.list)?.sockets ?? null;
  }

  /** No socket of the room is held here any more: its lists are dropped. */
  forget(alias: string) {
    for (const key of [...this.lists.keys()]) if (key.endsWith(`\n${alias}`)) this.lists.delete(key);
  }
}
