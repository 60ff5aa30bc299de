import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeAccount, openSocket, startServer, type TestServer } from '../helpers';
import { MAX_BOARD_BYTES, MAX_SOCKETS_PER_IP } from '../../src/modules/call-centre/whiteboard-relay';

// Issue 15 item 7: anonymous memory growth through signal auth and the whiteboard.

let server: TestServer;
let alias: string;
beforeAll(async () => {
  server = await startServer();
  const { token } = await activeAccount(server, 'Memory Host');
  alias = (await server.call('POST', '/conference/api/account/qrcode/create', { token, body: { topic: 'Memory', call_type: 'instant' } }))
    .body.alias;
});
afterAll(() => server.close());

describe('item 7: nothing anonymous piles up', () => {
  it('a member whose socket never opens expires within minutes; one who joined stays', async () => {
    const noShow = (await server.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: 'No show' } })).body;
    const joined = (await server.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: 'Joined' } })).body;
    const socket = await openSocket(server, `/signal/socket/member/v1?ticket=${joined.ticket}`);
    await socket.next((m) => m.type === 'welcome');
    const hub = server.app.ctx.signal;
    expect(hub.member(noShow.member_id)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      expect(hub.member(noShow.member_id)).toBeNull();
      expect(hub.member(joined.member_id)).not.toBeNull();
    } finally {
      vi.useRealTimers();
      await socket.close();
    }
  });

  it('a board refuses drawing past its size, so a late joiner never gets a giant snapshot', async () => {
    const artist = await openSocket(server, '/signal/socket/whiteboard?room=huge');
    await artist.next((m) => m.type === 'snapshot');
    const points = Array.from({ length: 19_000 }, (_, i) => (i * 7) % 1000); // ~75 KB a stroke
    let refused = 0;
    for (let i = 0; i < 30 && !refused; i++) {
      artist.send({ type: 'op', op: { kind: 'add', stroke: { id: `big${i}`, tool: 'pen', color: '#000000', width: 2, points } } });
      artist.send({ type: 'ping' });
      const reply = await artist.next((m) => m.type === 'pong' || m.type === 'error');
      if (reply.type === 'error') {
        expect(reply.code).toBe('board_full');
        refused++;
        await artist.next((m) => m.type === 'pong');
      }
    }
    expect(refused).toBe(1);
    const late = await openSocket(server, '/signal/socket/whiteboard?room=huge');
    const snapshot = await new Promise<number>((resolve) => late.socket.once('message', (data) => resolve(String(data).length)));
    expect(snapshot).toBeLessThanOrEqual(MAX_BOARD_BYTES + 1024);
    await Promise.all([artist.close(), late.close()]);
  });

  it('one address cannot hold more than its share of whiteboard sockets', async () => {
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_IP; i++) sockets.push(await openSocket(server, `/signal/socket/whiteboard?room=ip${i % 5}`));
    const extra = await openSocket(server, '/signal/socket/whiteboard?room=ip-extra');
    expect(await extra.closed).toBe(1013);
    await Promise.all(sockets.map((s) => s.close()));
  });
});
