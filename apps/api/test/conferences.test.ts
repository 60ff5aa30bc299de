import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, latestCode, startServer, uniqueEmail, type TestServer } from './helpers';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
let guest: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Hana Host');
  guest = await activeAccount(server, 'Gus Guest');
});
afterAll(() => server?.close());

const start = '2030-01-02T10:00:00.000Z';
const create = (body: Record<string, unknown>, token = host.token) =>
  server.call('POST', '/conference/api/account/qrcode/create', { token, body });

describe('events', () => {
  it('creates an event with an unguessable alias, invite link and the passcode for its host only', async () => {
    const created = await create({
      topic: 'Quarterly review',
      description: 'Numbers',
      passcode: 'sesame',
      start_time: start,
      duration_minutes: 90,
      mode: 'theater',
      call_type: 'scheduled',
      speakers: [{ name: 'Sam Speaker', email: 'sam@example.com' }],
    });
    expect(created.status).toBe(200);
    const event = created.body;
    expect(event).toMatchObject({
      topic: 'Quarterly review',
      description: 'Numbers',
      passcode: 'sesame',
      has_passcode: true,
      start_time: start,
      end_time: '2030-01-02T11:30:00.000Z',
      mode: 'theater',
      call_type: 'scheduled',
      host: { id: host.account.id, display_name: 'Hana Host' },
    });
    expect(event.alias).toMatch(/^[a-z2-9]{12}$/);
    expect(event.id).toMatch(/^[0-9a-f]+$/);
    expect(event.invite_link).toBe(`${server.url}/j/${event.alias}`);
    expect(event.speakers).toHaveLength(1);
    expect(event.speakers[0]).toMatchObject({ name: 'Sam Speaker', email: 'sam@example.com' });
    expect(event.speakers[0].speaker_link).toBe(`${server.url}/j/${event.alias}?speaker=${event.speakers[0].alias}`);
    const invitation = await server.call('GET', '/__dev/outbox?to=sam@example.com');
    expect(invitation.body[0].body).toContain(event.speakers[0].speaker_link);

    const asGuest = await server.call('GET', `/conference/api/meet/qrcode/detail?alias=${event.alias}`, { token: guest.token });
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.passcode).toBeUndefined();
    expect(asGuest.body.has_passcode).toBe(true);
    const anonymous = await server.call('GET', `/conference/api/meet/qrcode/detail?alias=${event.alias}&join_type=link`);
    expect(anonymous.body.passcode).toBeUndefined();
    const asHost = await server.call('GET', `/conference/api/meet/qrcode/detail?alias=${event.alias}`, { token: host.token });
    expect(asHost.body.passcode).toBe('sesame');

    const short = await server.call('GET', `/conference/api/other-product/qrcode/short-detail?alias=${event.alias}`);
    expect(short.body).toEqual({
      alias: event.alias,
      topic: 'Quarterly review',
      has_passcode: true,
      mode: 'theater',
      call_type: 'scheduled',
      start_time: start,
      end_time: '2030-01-02T11:30:00.000Z',
      host: { display_name: 'Hana Host' },
      live: false,
      ended: false,
    });
  });

  it('validates events with the product messages', async () => {
    expect((await create({ start_time: start, end_time: '2030-01-02T11:00:00Z' })).body).toEqual({
      code: 'field_required',
      message: 'Topic is required.',
      field: 'topic',
    });
    expect((await create({ topic: '  ', start_time: start, end_time: '2030-01-02T11:00:00Z' })).body.code).toBe('field_required');
    expect((await create({ topic: 'T', end_time: '2030-01-02T11:00:00Z' })).body).toMatchObject({
      code: 'field_required',
      field: 'start_time',
    });
    expect((await create({ topic: 'T', start_time: start })).body).toMatchObject({ code: 'field_required', field: 'end_time' });
    expect((await create({ topic: 'T', start_time: start, end_time: '2030-01-02T09:00:00Z' })).body).toMatchObject({
      code: 'invalid_input',
      field: 'end_time',
    });
    expect((await create({ topic: 'T', start_time: 'tomorrow', duration_minutes: 5 })).body).toMatchObject({
      code: 'invalid_input',
      field: 'start_time',
    });
    expect((await create({ topic: 'T', start_time: start, duration_minutes: 5, mode: 'party' })).body).toMatchObject({
      code: 'invalid_input',
      field: 'mode',
    });
    expect((await create({ topic: 'T', start_time: start, duration_minutes: 5, speakers: [{ name: 'X', email: 'nope' }] })).body.code).toBe(
      'email_invalid',
    );
    expect((await create({ topic: 'T', start_time: start, duration_minutes: 5 }, '')).status).toBe(401);

    const instant = await create({ topic: 'Right now', call_type: 'instant', mode: 'meeting' });
    expect(instant.status).toBe(200);
    expect(new Date(instant.body.end_time).getTime() - new Date(instant.body.start_time).getTime()).toBe(3_600_000);
    expect(instant.body.has_passcode).toBe(false);
    expect(instant.body.passcode).toBeNull();
  });

  it('updates and deletes for the host only', async () => {
    const event = (
      await create({ topic: 'Draft', start_time: start, end_time: '2030-01-02T12:00:00Z', mode: 'conference', call_type: 'scheduled' })
    ).body;
    const update = await server.call('POST', '/conference/api/account/qrcode/update', {
      token: host.token,
      body: { id: event.id, topic: 'Final', passcode: '1234', speakers: [{ name: 'Ann', email: 'ann@example.com' }] },
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ topic: 'Final', passcode: '1234', start_time: start, end_time: '2030-01-02T12:00:00.000Z' });
    expect(update.body.speakers.map((s: { email: string }) => s.email)).toEqual(['ann@example.com']);

    const stranger = await server.call('POST', '/conference/api/account/qrcode/update', {
      token: guest.token,
      body: { id: event.id, topic: 'Mine' },
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ code: 'permission_denied', message: 'You do not have permission to perform this function' });
    const missing = await server.call('POST', '/conference/api/account/qrcode/update', {
      token: host.token,
      body: { id: 'fffffffff', topic: 'X' },
    });
    expect(missing.status).toBe(404);
    const badId = await server.call('POST', '/conference/api/account/qrcode/update', {
      token: host.token,
      body: { id: 'xyz', topic: 'X' },
    });
    expect(badId.status).toBe(400);

    const clear = await server.call('POST', '/conference/api/account/qrcode/update', {
      token: host.token,
      body: { id: event.id, passcode: '' },
    });
    expect(clear.body.has_passcode).toBe(false);

    expect(
      (await server.call('DELETE', '/conference/api/account/qrcode/delete', { token: guest.token, body: { id: event.id } })).status,
    ).toBe(403);
    const deleted = await server.call('DELETE', '/conference/api/account/qrcode/delete', { token: host.token, body: { id: event.id } });
    expect(deleted.body).toEqual({ ok: true });
    const gone = await server.call('GET', `/conference/api/meet/qrcode/short-detail?alias=${event.alias}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'invalid_conference_link', message: 'Invalid Conference link', field: 'alias' });
  });

  it("lists the host's events newest first with cursor paging and search", async () => {
    const lister = await activeAccount(server, 'Lister');
    for (let i = 0; i < 25; i++) {
      await create({ topic: i % 5 === 0 ? `Board meeting ${i}` : `Standup ${i}`, start_time: start, duration_minutes: 15 }, lister.token);
    }
    const list = (body: unknown) => server.call('POST', '/conference/api/account/qrcode/list/conference', { token: lister.token, body });
    const first = await list({ action: '', from_hex_id: '', limit: 0 });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].topic).toBe('Standup 24');
    expect(first.body.items.every((item: { passcode?: unknown }) => 'passcode' in item)).toBe(true);
    const second = await list({ from_hex_id: first.body.next_from_hex_id, limit: 0 });
    expect(second.body.items).toHaveLength(5);
    expect(second.body.next_from_hex_id).toBeNull();
    expect(second.body.items.at(-1).topic).toBe('Board meeting 0');

    const search = await list({ search: 'board', limit: 2 });
    expect(search.body.items.map((item: { topic: string }) => item.topic)).toEqual(['Board meeting 20', 'Board meeting 15']);
    expect(search.body.next_from_hex_id).toBeTruthy();
    expect((await list({ action: 'past' })).body.items).toHaveLength(0);
    expect((await list({ action: 'upcoming', limit: 3 })).body.items).toHaveLength(3);

    const others = await server.call('POST', '/conference/api/account/qrcode/list/conference', { token: guest.token, body: {} });
    expect(others.body.items.some((item: { topic: string }) => item.topic.startsWith('Standup'))).toBe(false);
    expect((await list({ from_hex_id: 'not hex' })).body).toMatchObject({ code: 'invalid_input', field: 'from_hex_id' });
    expect((await list({ limit: -1 })).status).toBe(400);
    expect((await server.call('POST', '/conference/api/account/qrcode/list/conference', { body: {} })).status).toBe(401);
  });

  it('checks passcodes with verify-call and limits wrong tries', async () => {
    const event = (await create({ topic: 'Locked', passcode: 'open up', start_time: start, duration_minutes: 30 })).body;
    const verify = (body: Record<string, unknown>, token?: string) =>
      server.call('POST', '/conference/api/meet/qrcode/verify-call', { body: { alias: event.alias, ...body }, token });
    expect((await verify({ passcode: 'open up', display_name: 'V' })).body).toMatchObject({ ok: true, alias: event.alias, is_host: false });
    expect((await verify({}, host.token)).body).toMatchObject({ ok: true, is_host: true });
    expect((await verify({})).body).toMatchObject({ code: 'field_required', field: 'passcode' });
    const wrong = await verify({ passcode: 'wrong' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'passcode_wrong', message: 'Passcode is not correct. Please try again', field: 'passcode' });
    for (let i = 0; i < 4; i++) await verify({ passcode: `wrong ${i}` });
    const limited = await verify({ passcode: 'open up' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.call('POST', '/conference/api/meet/qrcode/verify-call', { body: { alias: 'no-such-alias' } })).status).toBe(404);

    const open = (await create({ topic: 'Open', start_time: start, duration_minutes: 30 })).body;
    expect((await server.call('POST', '/conference/api/meet/qrcode/verify-call', { body: { alias: open.alias } })).body.ok).toBe(true);
  });

  it('gives the host url to the host only', async () => {
    const event = (await create({ topic: 'Hosted', start_time: start, duration_minutes: 30 })).body;
    const url = await server.call('GET', `/conference/api/account/qrcode/host/url?alias=${event.alias}`, { token: host.token });
    expect(url.status).toBe(200);
    expect(url.body.url).toMatch(new RegExp(`^${server.url}/c/${event.alias}\\?host_key=[\\w-]+$`));
    expect((await server.call('GET', `/conference/api/account/qrcode/host/url?alias=${event.alias}`, { token: guest.token })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/conference/api/account/qrcode/host/url?alias=nope', { token: host.token })).status).toBe(404);
    expect((await server.call('GET', '/conference/api/account/qrcode/host/url', { token: host.token })).body).toMatchObject({
      code: 'field_required',
      field: 'alias',
    });
  });
});

describe('speakers', () => {
  it('adds, lists, links and removes speakers for the host only', async () => {
    const event = (await create({ topic: 'Panel', start_time: start, duration_minutes: 60 })).body;
    const email = uniqueEmail('speaker');
    const add = await server.call('POST', '/conference/participant/add', {
      token: host.token,
      body: { alias: event.alias, name: 'Sara', email },
    });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ name: 'Sara', email, speaker_link: `${server.url}/j/${event.alias}?speaker=${add.body.alias}` });
    expect((await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body[0].subject).toBe('You are a speaker at Panel');

    const list = await server.call('GET', `/conference/participant/list?alias=${event.alias}`, { token: host.token });
    expect(list.body.items).toEqual([add.body]);
    const url = await server.call('GET', `/conference/participant/url?alias=${add.body.alias}`, { token: host.token });
    expect(url.body.url).toBe(add.body.speaker_link);
    const eventUrl = await server.call('GET', `/conference/participant/url?alias=${event.alias}`, { token: host.token });
    expect(eventUrl.body.url).toBe(`${server.url}/j/${event.alias}?role=speaker`);

    expect(
      (
        await server.call('POST', '/conference/participant/add', {
          token: guest.token,
          body: { alias: event.alias, name: 'X', email: 'x@example.com' },
        })
      ).status,
    ).toBe(403);
    expect((await server.call('GET', `/conference/participant/list?alias=${event.alias}`, { token: guest.token })).status).toBe(403);
    expect((await server.call('GET', `/conference/participant/url?alias=${add.body.alias}`, { token: guest.token })).status).toBe(403);
    expect(
      (
        await server.call('POST', '/conference/participant/add', {
          token: host.token,
          body: { alias: event.alias, name: 'X', email: 'bad' },
        })
      ).body.code,
    ).toBe('email_invalid');
    expect(
      (
        await server.call('POST', '/conference/participant/add', {
          token: host.token,
          body: { alias: event.alias, email: 'x@example.com' },
        })
      ).body,
    ).toMatchObject({ code: 'field_required', field: 'name' });
    expect(
      (await server.call('POST', '/conference/participant/add', { body: { alias: event.alias, name: 'X', email: 'x@example.com' } }))
        .status,
    ).toBe(401);

    expect(
      (
        await server.call('POST', '/conference/participant/remove', {
          token: guest.token,
          body: { alias: event.alias, speaker_alias: add.body.alias },
        })
      ).status,
    ).toBe(403);
    const remove = await server.call('POST', '/conference/participant/remove', {
      token: host.token,
      body: { alias: event.alias, speaker_alias: add.body.alias },
    });
    expect(remove.body).toEqual({ ok: true });
    expect(
      (
        await server.call('POST', '/conference/participant/remove', {
          token: host.token,
          body: { alias: event.alias, speaker_alias: add.body.alias },
        })
      ).status,
    ).toBe(404);
    expect((await server.call('GET', `/conference/participant/list?alias=${event.alias}`, { token: host.token })).body.items).toEqual([]);
    void latestCode;
  });
});
