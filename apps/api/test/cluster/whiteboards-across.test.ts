import { describe, expect, it } from 'vitest';
import { MAX_BOARD_BYTES, MAX_BOARDS_PER_IP, MAX_SOCKETS_PER_IP } from '../../src/modules/call-centre/whiteboard-relay';
import { openSocket, type TestServer } from '../helpers';
import { roomCluster } from './room-cluster';

// The whiteboard of /draw?room= across instances (issue 25), over real sockets and one real Redis: people on
// one board through different instances see each other's strokes in one order, a late joiner anywhere gets the
// whole drawing, and the per-board and per-address limits count every instance's sockets once.
const cluster = roomCluster('platform_cluster_whiteboards', 3);
const board = (server: TestServer, room: string) => openSocket(server, `/signal/socket/whiteboard?room=${room}`);
const stroke = (id: string, points = [0, 0, 1, 1]) => ({ id, tool: 'pen', color: '#000000', width: 2, points });
const add = (id: string, points?: number[]) => ({ type: 'op', op: { kind: 'add', stroke: stroke(id, points) } });
type Socket = Awaited<ReturnType<typeof board>>;
const ops = async (socket: Socket, count: number) => {
  const seen = [];
  for (let i = 0; i < count; i++) seen.push((await socket.next((m) => m.type === 'op')).op);
  return seen;
};
/** Waits until the socket has everything it sent handled (a ping is answered after them); the errors it got meanwhile. */
const settled = async (socket: Socket) => {
  socket.send({ type: 'ping' });
  await socket.next((m) => m.type === 'pong');
  return socket.messages.filter((m) => m.type === 'error').map((m) => m.code);
};
const boardKeys = () => cluster.state.redis.keys('platform:board*');

describe('a whiteboard whose people are connected to different instances', () => {
  it('relays strokes in one order to every instance and gives a late joiner on a third the whole drawing', async () => {
    const [a, b, c] = cluster.instances;
    const onA = await board(a, 'class-x');
    expect(await onA.next((m) => m.type === 'snapshot')).toEqual({ type: 'snapshot', strokes: [], peers: 1 });
    const onB = await board(b, 'class-x');
    expect(await onB.next((m) => m.type === 'snapshot')).toMatchObject({ strokes: [], peers: 2 });
    await onA.next((m) => m.type === 'peers' && m.peers === 2);

    // Both draw at once: each sees the other's strokes in the order it sent them, never its own (also when
    // Redis has just forgotten its scripts, as after a restart).
    await cluster.state.redis.script('FLUSH');
    for (let i = 0; i < 20; i++) {
      onA.send(add(`a${i}`));
      onB.send(add(`b${i}`));
    }
    expect((await ops(onB, 20)).map((op) => op.stroke.id)).toEqual(Array.from({ length: 20 }, (_, i) => `a${i}`));
    onB.send({ type: 'op', op: { kind: 'remove', ids: ['a0'] } });
    const fromB = await ops(onA, 21);
    expect(fromB.slice(0, 20).map((op) => op.stroke.id)).toEqual(Array.from({ length: 20 }, (_, i) => `b${i}`));
    expect(fromB[20]).toEqual({ kind: 'remove', ids: ['a0'] });
    expect([...(await settled(onA)), ...(await settled(onB))]).toEqual([]);

    // A late joiner on c: the drawing as Redis ordered it (39 strokes), then what is drawn after.
    const late = await board(c, 'class-x');
    const snapshot = await late.next((m) => m.type === 'snapshot');
    expect(snapshot.peers).toBe(3);
    expect(snapshot.strokes).toHaveLength(39);
    expect(snapshot.strokes.map((s: { id: string }) => s.id).sort()).toEqual(
      [...Array.from({ length: 19 }, (_, i) => `a${i + 1}`), ...Array.from({ length: 20 }, (_, i) => `b${i}`)].sort(),
    );
    expect(snapshot.strokes[0]).toEqual(stroke(snapshot.strokes[0].id));
    // Interleaved as Redis ran them, each person's strokes in the order they drew them.
    const order = snapshot.strokes.map((s: { id: string }) => s.id);
    for (const who of ['a', 'b'])
      expect(order.filter((id: string) => id.startsWith(who)).map((id: string) => Number(id.slice(1)))).toEqual(
        Array.from({ length: who === 'a' ? 19 : 20 }, (_, i) => (who === 'a' ? i + 1 : i)),
      );
    onA.send({ type: 'op', op: { kind: 'clear' } });
    expect(await late.next((m) => m.type === 'op')).toEqual({ type: 'op', op: { kind: 'clear' } });
    expect(await onB.next((m) => m.type === 'op')).toEqual({ type: 'op', op: { kind: 'clear' } });

    // The same order everywhere: a fourth on a and a fifth on b get the same snapshot of a redrawn board.
    onB.send({ type: 'op', op: { kind: 'restore', strokes: [stroke('r1'), stroke('r2')] } });
    onA.send(add('r3'));
    await settled(onA);
    await settled(onB);
    const [again1, again2] = await Promise.all([board(a, 'class-x'), board(b, 'class-x')]);
    const [snap1, snap2] = await Promise.all([again1, again2].map((s) => s.next((m) => m.type === 'snapshot')));
    expect(snap1.strokes).toEqual(snap2.strokes);
    expect(snap1.strokes.map((s: { id: string }) => s.id).sort()).toEqual(['r1', 'r2', 'r3']);

    // Forgotten once nobody has it open, on any instance.
    await Promise.all([onA, onB, late, again1, again2].map((s) => s.close()));
    await expect.poll(boardKeys).toEqual([]);
  });

  it("refuses drawing past the board's size whichever instance the strokes come through", async () => {
    const [a, b, c] = cluster.instances;
    const onA = await board(a, 'huge-x');
    const onB = await board(b, 'huge-x');
    await Promise.all([onA, onB].map((s) => s.next((m) => m.type === 'snapshot')));
    const points = Array.from({ length: 19_000 }, (_, i) => (i * 7) % 1000); // ~75 KB a stroke
    // 14 strokes of ~75 KB fit in 1 MB; the 15th is refused, on whichever instance it arrives.
    for (let i = 0; i < 14; i++) (i % 2 ? onB : onA).send(add(`big${i}`, points));
    expect([...(await settled(onA)), ...(await settled(onB))]).toEqual([]);
    onB.send(add('big14', points));
    expect(await settled(onB)).toEqual(['board_full']);
    const late = await board(c, 'huge-x');
    const size = await new Promise<number>((resolve) => late.socket.once('message', (data) => resolve(String(data).length)));
    expect(size).toBeLessThanOrEqual(MAX_BOARD_BYTES + 1024);
    expect(size).toBeGreaterThan(MAX_BOARD_BYTES - 80_000);
    await Promise.all([onA, onB, late].map((s) => s.close()));
    await expect.poll(boardKeys).toEqual([]);
  });

  it("counts one address's sockets and boards on every instance once", async () => {
    const sockets: Socket[] = [];
    // MAX_SOCKETS_PER_IP sockets of one address, on MAX_BOARDS_PER_IP boards, spread round robin over the instances.
    for (let i = 0; i < MAX_SOCKETS_PER_IP; i++) {
      const socket = await board(cluster.instances[i % 3], `ip-board-${i % MAX_BOARDS_PER_IP}`);
      await socket.next((m) => m.type === 'snapshot');
      sockets.push(socket);
    }
    for (const server of cluster.instances) expect(await attempt(server, 'ip-board-0')).toBe('too many sockets');
    // One closed on a: one more may open, on c.
    await sockets.shift()!.close();
    await expect.poll(() => attempt(cluster.instances[2], 'ip-board-0', sockets)).toBe('snapshot');
    // Boards: the address opened MAX_BOARDS_PER_IP (all still open); another is refused on every instance, its sockets allowing.
    for (let i = 0; i < 3; i++) await sockets.shift()!.close();
    await expect.poll(() => attempt(cluster.instances[0], 'ip-board-new')).toBe('too many boards');
    for (const server of cluster.instances) expect(await attempt(server, 'ip-board-new')).toBe('too many boards');
    await Promise.all(sockets.map((s) => s.close()));
    await expect.poll(boardKeys).toEqual([]);
  });

  it("stops counting a killed instance's sockets once it has not renewed them for 15 s", async () => {
    const [a] = cluster.instances;
    const key = 'platform:board-ip:127.0.0.1';
    // An instance that holds this address's every socket and renews them: nothing more opens anywhere.
    await cluster.state.redis.hset(key, 'inst-killed', `${MAX_SOCKETS_PER_IP}:${Date.now() + 60_000}`);
    expect(await attempt(a, 'after-kill')).toBe('too many sockets');
    // The same instance killed 15 s ago (its last renewal expired): its sockets no longer count.
    await cluster.state.redis.hset(key, 'inst-killed', `${MAX_SOCKETS_PER_IP}:${Date.now() - 1}`);
    expect(await attempt(a, 'after-kill')).toBe('snapshot');
    await expect.poll(boardKeys).toEqual([]);
  });
});

/** Opens a board socket: 'snapshot' when it is given the board (kept in `keep`, else closed), else why it was refused. */
async function attempt(server: TestServer, room: string, keep?: Socket[]): Promise<string> {
  const socket = await board(server, room);
  const refused = new Promise<string>((resolve) => socket.socket.once('close', (_code, reason) => resolve(String(reason))));
  const withdraw = new AbortController();
  const given = socket
    .next((m) => m.type === 'snapshot', 4000, withdraw.signal)
    .then(
      () => 'snapshot',
      () => 'no snapshot',
    );
  const outcome = await Promise.race([given, refused]);
  withdraw.abort();
  if (outcome === 'snapshot') {
    if (keep) keep.push(socket);
    else await socket.close();
  }
  return outcome;
}
