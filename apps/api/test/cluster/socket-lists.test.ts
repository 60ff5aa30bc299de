import { describe, expect, it } from 'vitest';
import { ListBook, ListNamer } from '../../src/modules/rooms/cluster/socket-lists';
import type { OutOp } from '../../src/modules/rooms/cluster/wire';

// What the holder of a third of a room of 10,000 gets: the same ~3,300 socket ids message after message.
const room = Array.from({ length: 3333 }, (_, i) => `inst-b.${i.toString(16).padStart(16, '0')}`);
const wire = (op: OutOp): OutOp => JSON.parse(JSON.stringify(op)) as OutOp; // as Redis carries it

/** The owner names an op for holder inst-b, the holder reads it back. */
const pair = () => {
  const namer = new ListNamer();
  const book = new ListBook();
  const send = (sockets: string[], token = 7) => {
    const op = wire(namer.name('inst-b', 'room-1', token, { sockets: [...sockets], text: 'hello' }));
    return { op, bytes: JSON.stringify(op).length, got: book.sockets('inst-a', token, 'room-1', op) };
  };
  return { namer, book, send };
};

describe('socket lists named by number between a room owner and a holder (issue 25)', () => {
  it('sends the list once, then only its number, and the holder reaches the same sockets', () => {
    const { send } = pair();
    const first = send(room);
    expect(first.bytes).toBeGreaterThan(80_000);
    expect(first.got).toEqual(room);
    const second = send(room);
    expect(second.op.sockets).toBeUndefined();
    expect(second.bytes).toBeLessThan(60);
    expect(second.got).toEqual(room);
  });

  it('keeps "everyone" and "everyone but the sender" apart and names each once', () => {
    const { send } = pair();
    const others = room.slice(1);
    for (const sockets of [room, others]) expect(send(sockets).op.sockets).toHaveLength(sockets.length);
    for (let i = 0; i < 3; i++) {
      const all = send(room);
      const butOne = send(others);
      expect([all.op.sockets, butOne.op.sockets]).toEqual([undefined, undefined]);
      expect([all.got, butOne.got]).toEqual([room, others]);
    }
  });

  it('names a changed list again (a member joined or left)', () => {
    const { send } = pair();
    send(room);
    const joined = [...room, 'inst-b.ffffffffffffffff'];
    const after = send(joined);
    expect(after.op.sockets).toEqual(joined);
    expect(send(joined).got).toEqual(joined);
  });

  it('sends a short list as it is', () => {
    const { send } = pair();
    const few = room.slice(0, 3);
    for (let i = 0; i < 2; i++) expect(send(few).op).toEqual({ sockets: few, text: 'hello' });
  });

  it('drops the oldest list on both sides alike when more are in use than kept', () => {
    const { send } = pair();
    const lists = Array.from({ length: 5 }, (_, i) => room.slice(i));
    for (const sockets of lists) send(sockets);
    // The first was dropped by both: sent again in full; the latest four are still named by number.
    expect(send(lists[0]).op.sockets).toEqual(lists[0]);
    for (const sockets of lists.slice(2)) {
      const again = send(sockets);
      expect([again.op.sockets, again.got]).toEqual([undefined, sockets]);
    }
  });

  it('names the list again under a new fencing token, and a number from an unknown owner names nothing', () => {
    const { namer, book, send } = pair();
    const first = send(room, 7);
    expect(send(room, 8).op.sockets).toEqual(room);
    expect(book.sockets('inst-x', 7, 'room-1', { list: first.op.list, text: 'forged' })).toBeNull();
    expect(book.sockets('inst-a', 99, 'room-1', { list: first.op.list, text: 'forged' })).toBeNull();
    // A holder whose sockets of the room all left forgets the lists; the owner then names them afresh.
    book.forget('room-1');
    namer.forget('inst-b', 'room-1');
    expect(send(room, 8)).toMatchObject({ op: { sockets: room }, got: room });
  });
});
