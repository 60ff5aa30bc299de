import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REACTION_LIMIT } from '@platform/contracts';
import { activeAccount, startServer, type TestServer } from './helpers';
import { roomSockets } from './room-sockets';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Reaction Host');
}, 60_000);
afterAll(async () => server.close());

const { createEvent, join, snapshot, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

describe('reactions (issue 29)', () => {
  it('reach everyone in a theater room from the audience, and each person is limited', async () => {
    const alias = await createEvent({ mode: 'theater' });
    const owner = await join(alias, 'Reaction Host', { token: host.token });
    await snapshot(owner);
    const viewer = await join(alias, 'Ann Audience');
    await snapshot(viewer);

    expect(await viewer.command('reaction.send', { emoji: '👏' })).toMatchObject({ type: 'ack', command: 'reaction.send' });
    for (const c of [owner, viewer]) {
      expect(await c.next((m) => m.type === 'reaction', 'reaction')).toEqual({
        type: 'reaction',
        from: viewer.id,
        from_name: 'Ann Audience',
        emoji: '👏',
      });
    }
    // Up to the limit in a window; the next is refused, and the host's own reactions are counted apart.
    for (let i = 1; i < REACTION_LIMIT.count; i++) expect((await viewer.command('reaction.send', { emoji: '🎉' })).type).toBe('ack');
    expect(await viewer.command('reaction.send', { emoji: '🎉' })).toMatchObject({ type: 'error', code: 'rate_limited' });
    expect((await owner.command('reaction.send', { emoji: '❤️' })).type).toBe('ack');
    expect(viewer.messages.filter((m) => m.type === 'reaction' && m.from === viewer.id)).toHaveLength(REACTION_LIMIT.count);
    // Only the contract's emoji.
    expect(await viewer.command('reaction.send', { emoji: '💩' })).toMatchObject({ type: 'error', code: 'invalid_input', field: 'emoji' });
    for (const c of [owner, viewer]) c.socket.close();
  });
});
