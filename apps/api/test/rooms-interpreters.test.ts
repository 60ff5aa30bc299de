import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';
import { roomSockets } from './room-sockets';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Interpreting Host');
});
afterAll(() => server.close());

const { createEvent, join, snapshot, event, guestIn, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

describe('interpreters (issue 13)', () => {
  it('lets the host make someone interpreter for a language pair, which everyone sees, and refuses what does not fit', async () => {
    const alias = await createEvent({ mode: 'conference' });
    const owner = await join(alias, 'Interpreting Host', { token: host.token });
    await snapshot(owner);
    const ivy = await guestIn(alias, 'Ivy');
    const leo = await guestIn(alias, 'Leo');

    // A guest may not make anyone interpreter; the host must say which languages.
    expect(await leo.command('interpreter.set', { to: ivy.id, on: true, languages: { from: 'en', to: 'vi' } })).toMatchObject({
      type: 'error',
      code: 'permission_denied',
      message: 'You do not have permission to perform this function',
    });
    expect(await owner.command('interpreter.set', { to: ivy.id, on: true })).toMatchObject({ code: 'invalid_input', field: 'languages' });
    expect(await owner.command('interpreter.set', { to: ivy.id, on: true, languages: { from: 'vi', to: 'vi' } })).toMatchObject({
      code: 'same_language',
      field: 'languages',
      message: 'An interpreter needs two different languages.',
    });
    expect(await owner.command('interpreter.set', { to: ivy.id, on: true, languages: { from: 'en', to: 'klingon' } })).toMatchObject({
      code: 'invalid_input',
      field: expect.stringContaining('languages'),
    });
    expect(server.app.rooms.room(alias)!.participants.get(ivy.id)!.roles).toEqual([]);

    // en -> vi: Ivy is on stage as interpreter with her pair, announced to everyone (the audience too).
    await ivy.command('hand.raise');
    expect(await owner.command('interpreter.set', { to: ivy.id, on: true, languages: { from: 'en', to: 'vi' } })).toMatchObject({
      type: 'ack',
    });
    const seen = await event(leo, 'participant.updated', (e) => e.participant.id === ivy.id && e.participant.roles.includes('interpreter'));
    expect(seen.participant).toMatchObject({ interpretation: { from: 'en', to: 'vi' }, hand_raised: false });
    expect(await ivy.command('hand.raise')).toMatchObject({ code: 'interpreting' });

    // The host changes her pair; a late joiner's snapshot has it.
    await owner.command('interpreter.set', { to: ivy.id, on: true, languages: { from: 'vi', to: 'en' } });
    await event(leo, 'participant.updated', (e) => e.participant.id === ivy.id && e.participant.interpretation?.to === 'en');
    const late = await join(alias, 'Late');
    const lateSnapshot = await snapshot(late);
    expect(lateSnapshot.participants.find((p: { id: string }) => p.id === ivy.id)).toMatchObject({
      roles: ['interpreter'],
      interpretation: { from: 'vi', to: 'en' },
    });

    // Taking the role away takes the pair with it.
    await owner.command('interpreter.set', { to: ivy.id, on: false });
    const off = await event(leo, 'participant.updated', (e) => e.participant.id === ivy.id && !e.participant.roles.includes('interpreter'));
    expect(off.participant.interpretation).toBeUndefined();
    expect(await ivy.command('hand.raise')).toMatchObject({ type: 'ack' });
    for (const c of [owner, ivy, leo, late]) c.socket.close();
  });

  it('lets a co-host make interpreters too, but never of the host', async () => {
    const alias = await createEvent({ mode: 'meeting' });
    const owner = await join(alias, 'Interpreting Host', { token: host.token });
    await snapshot(owner);
    const cora = await guestIn(alias, 'Cora');
    const dan = await guestIn(alias, 'Dan');
    await owner.command('cohost.offer', { to: cora.id });
    await cora.next((m) => m.type === 'cohost.offer', 'offer');
    await cora.command('cohost.respond', { accept: true });
    expect(await cora.command('interpreter.set', { to: dan.id, on: true, languages: { from: 'vi', to: 'en' } })).toMatchObject({
      type: 'ack',
    });
    await event(owner, 'participant.updated', (e) => e.participant.id === dan.id && e.participant.interpretation?.to === 'en');
    expect(await cora.command('interpreter.set', { to: owner.id, on: true, languages: { from: 'vi', to: 'en' } })).toMatchObject({
      code: 'permission_denied',
    });
    for (const c of [owner, cora, dan]) c.socket.close();
  });
});
