import { STAGE_MAX } from '@platform/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';
import { roomSockets, type Client } from './room-sockets';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Stage Host');
});
afterAll(() => server.close());

const { createEvent, join, snapshot, event, guestIn, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

/** Sends one signalling frame and says whether it was relayed or how it was refused. */
async function signal(from: Client, to: Client) {
  const reply = await from.command('rtc.signal', { to: to.id, data: { sdp: 'offer' } });
  return reply.type === 'ack' ? 'relayed' : reply.code;
}

describe('stage and audience (issue 13)', () => {
  it('gives the audience of a theater room no media links until the host brings them on stage', async () => {
    const alias = await createEvent({ mode: 'theater' });
    const owner = await join(alias, 'Stage Host', { token: host.token });
    await snapshot(owner);
    const ada = await guestIn(alias, 'Ada');
    const ben = await guestIn(alias, 'Ben');
    expect(await signal(ada, owner)).toBe('not_on_stage');
    expect(await signal(owner, ada)).toBe('not_on_stage');
    expect(await signal(ada, ben)).toBe('not_on_stage');

    // A raised hand accepted: Ada becomes presenter, her hand comes down, and she talks with the host.
    await ada.command('hand.raise');
    expect(await owner.command('presenter.set', { to: ada.id, on: true })).toMatchObject({ type: 'ack' });
    await event(
      ben,
      'participant.updated',
      (e) => e.participant.id === ada.id && e.participant.roles.includes('presenter') && !e.participant.hand_raised,
    );
    expect(await signal(ada, owner)).toBe('relayed');
    expect((await owner.next((m) => m.type === 'rtc.signal', 'relayed offer')).from).toBe(ada.id);
    expect(await signal(owner, ben)).toBe('not_on_stage');

    // Backstage is off stage; back from backstage, on stage again; back to the audience, no links.
    await owner.command('presenter.set', { to: ben.id, on: true });
    await owner.command('backstage.set', { to: ada.id, on: true });
    expect(await signal(owner, ada)).toBe('not_on_stage');
    await owner.command('backstage.set', { to: ada.id, on: false });
    expect(await signal(owner, ada)).toBe('relayed');
    await owner.command('presenter.set', { to: ada.id, on: false });
    expect(await signal(ada, owner)).toBe('not_on_stage');
    for (const c of [owner, ada, ben]) c.socket.close();
  });

  it(`keeps the stage to ${STAGE_MAX} people; a meeting has no audience`, async () => {
    const alias = await createEvent({ mode: 'conference' });
    const owner = await join(alias, 'Stage Host', { token: host.token });
    await snapshot(owner);
    const guests: Client[] = [];
    for (let i = 0; i < STAGE_MAX + 1; i++) guests.push(await guestIn(alias, `Guest ${i}`));
    // The host and 9 presenters fill the stage.
    for (const guest of guests.slice(0, STAGE_MAX - 1))
      expect(await owner.command('presenter.set', { to: guest.id, on: true })).toMatchObject({ type: 'ack' });
    const [tenth, eleventh] = guests.slice(STAGE_MAX - 1);
    expect(await owner.command('presenter.set', { to: tenth.id, on: true })).toMatchObject({
      code: 'stage_full',
      message: 'The stage is full. Move someone to the audience first.',
    });
    expect(await owner.command('interpreter.set', { to: tenth.id, on: true, languages: { from: 'en', to: 'vi' } })).toMatchObject({
      code: 'stage_full',
    });
    await owner.command('cohost.offer', { to: eleventh.id });
    await eleventh.next((m) => m.type === 'cohost.offer', 'offer');
    expect(await eleventh.command('cohost.respond', { accept: true })).toMatchObject({ code: 'stage_full' });
    expect(server.app.rooms.room(alias)!.participants.get(tenth.id)!.roles).toEqual([]);
    // Someone leaves the stage: there is room again. Someone already on stage is no promotion.
    await owner.command('presenter.set', { to: guests[0].id, on: false });
    expect(await owner.command('presenter.set', { to: tenth.id, on: true })).toMatchObject({ type: 'ack' });
    expect(await owner.command('interpreter.set', { to: tenth.id, on: true, languages: { from: 'en', to: 'vi' } })).toMatchObject({
      type: 'ack',
    });
    for (const c of [owner, ...guests]) c.socket.close();

    const meeting = await createEvent({ mode: 'meeting' });
    const mOwner = await join(meeting, 'Stage Host', { token: host.token });
    await snapshot(mOwner);
    const late = [];
    for (let i = 0; i < 9; i++) late.push(await guestIn(meeting, `M${i}`));
    expect(await signal(late[8], mOwner)).toBe('relayed'); // the 9th guest is no presenter, and still in real time
    for (const c of [mOwner, ...late]) c.socket.close();
  });
});
