import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';
import { startFakeProvider } from './fake-provider';

let server: TestServer;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let user: Awaited<ReturnType<typeof activeAccount>>;
let other: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startServer(provider.config);
  user = await activeAccount(server, 'Settings User');
  other = await activeAccount(server, 'Someone Else');
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** The smallest MP4 that content sniffing recognises: an ftyp box. */
const MP4 = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'), Buffer.alloc(64)]);
const GIF = Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

async function upload(kind: string, content: Buffer, filename: string, token = user.token) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(content)]), filename);
  const response = await fetch(`${server.url}/api/storage/upload-file`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

describe('API keys', () => {
  it('shows the secret once, lists keys without it and revokes them', async () => {
    const { token } = await activeAccount(server);
    const created = await server.call('POST', '/api/account/api-key/create', { token, body: { name: '  CI pipeline ' } });
    expect(created.status).toBe(200);
    expect(created.body.key).toMatchObject({ name: 'CI pipeline', last_used_at: null });
    expect(created.body.secret).toMatch(new RegExp(`^${created.body.key.prefix}_[A-Za-z0-9_-]{20,}$`));

    const list = await server.call('GET', '/api/account/api-key/list', { token });
    expect(list.body.items).toEqual([created.body.key]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);

    // Someone else cannot see or revoke it.
    expect((await server.call('GET', '/api/account/api-key/list', { token: other.token })).body.items).toEqual([]);
    expect(
      (await server.call('POST', '/api/account/api-key/revoke', { token: other.token, body: { id: created.body.key.id } })).status,
    ).toBe(404);

    expect((await server.call('POST', '/api/account/api-key/revoke', { token, body: { id: created.body.key.id } })).body).toEqual({
      ok: true,
    });
    expect((await server.call('GET', '/api/account/api-key/list', { token })).body.items).toEqual([]);
    expect((await server.call('POST', '/api/account/api-key/revoke', { token, body: { id: created.body.key.id } })).status).toBe(404);
  });

  it('refuses an empty name, a bad id, too many keys and calls without a token', async () => {
    const { token } = await activeAccount(server);
    expect((await server.call('POST', '/api/account/api-key/create', { token, body: { name: '' } })).body).toMatchObject({
      code: 'field_required',
      field: 'name',
      message: 'Name is required.',
    });
    expect((await server.call('POST', '/api/account/api-key/create', { token, body: { name: '   ' } })).body).toMatchObject({
      code: 'field_required',
      field: 'name',
    });
    expect((await server.call('POST', '/api/account/api-key/revoke', { token, body: { id: 'abc' } })).body).toMatchObject({
      code: 'invalid_input',
      field: 'id',
    });
    for (let i = 0; i < 20; i++)
      expect((await server.call('POST', '/api/account/api-key/create', { token, body: { name: `key ${i}` } })).status).toBe(200);
    expect((await server.call('POST', '/api/account/api-key/create', { token, body: { name: 'one too many' } })).body).toMatchObject({
      code: 'api_key_limit',
    });
    expect((await server.call('GET', '/api/account/api-key/list')).status).toBe(401);
    expect((await server.call('POST', '/api/account/api-key/create', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe('stream targets', () => {
  it('adds, lists with the key masked, edits and deletes', async () => {
    const { token } = await activeAccount(server);
    const created = await server.call('POST', '/api/account/stream-target/create', {
      token,
      body: { name: 'YouTube', server_url: 'rtmp://a.rtmp.youtube.com/live2', stream_key: 'abcd-efgh-ijkl-mnop' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'YouTube',
      server_url: 'rtmp://a.rtmp.youtube.com/live2',
      stream_key_masked: '••••••••mnop',
    });
    expect(created.body).not.toHaveProperty('stream_key');

    const list = await server.call('GET', '/api/account/stream-target/list', { token });
    expect(list.body.items).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain('abcd-efgh');

    // An empty key on edit keeps the stored one.
    const renamed = await server.call('POST', '/api/account/stream-target/update', {
      token,
      body: { id: created.body.id, name: 'YouTube main', server_url: 'rtmps://a.rtmps.youtube.com/live2', stream_key: '' },
    });
    expect(renamed.body).toMatchObject({
      name: 'YouTube main',
      server_url: 'rtmps://a.rtmps.youtube.com/live2',
      stream_key_masked: '••••••••mnop',
    });
    const rekeyed = await server.call('POST', '/api/account/stream-target/update', {
      token,
      body: { id: created.body.id, name: 'YouTube main', server_url: 'rtmps://a.rtmps.youtube.com/live2', stream_key: 'new-key-9876' },
    });
    expect(rekeyed.body.stream_key_masked).toBe('••••••••9876');

    expect(
      (await server.call('POST', '/api/account/stream-target/delete', { token: other.token, body: { id: created.body.id } })).status,
    ).toBe(404);
    expect((await server.call('POST', '/api/account/stream-target/delete', { token, body: { id: created.body.id } })).body).toEqual({
      ok: true,
    });
    expect((await server.call('GET', '/api/account/stream-target/list', { token })).body.items).toEqual([]);
    expect(
      (
        await server.call('POST', '/api/account/stream-target/update', {
          token,
          body: { id: created.body.id, name: 'x', server_url: 'rtmp://h/x' },
        })
      ).status,
    ).toBe(404);
  });

  it("rejects a malformed stream key with 'check stream key' and a bad server URL", async () => {
    const base = { name: 'Facebook', server_url: 'rtmps://live-api-s.facebook.com:443/rtmp/' };
    const spaced = await server.call('POST', '/api/account/stream-target/create', {
      token: user.token,
      body: { ...base, stream_key: 'has spaces in it' },
    });
    expect(spaced.status).toBe(400);
    expect(spaced.body).toEqual({ code: 'stream_key_invalid', message: 'Please check the stream key.', field: 'stream_key' });
    expect(
      (await server.call('POST', '/api/account/stream-target/create', { token: user.token, body: { ...base, stream_key: 'abc' } })).body
        .code,
    ).toBe('stream_key_invalid');
    expect(
      (await server.call('POST', '/api/account/stream-target/create', { token: user.token, body: { ...base, stream_key: '' } })).body,
    ).toMatchObject({ code: 'field_required', field: 'stream_key' });
    for (const url of ['https://example.com/live', 'not a url', 'rtmp://']) {
      const bad = await server.call('POST', '/api/account/stream-target/create', {
        token: user.token,
        body: { ...base, server_url: url, stream_key: 'good-key-1234' },
      });
      expect(bad.body, url).toMatchObject({ code: 'invalid_input', field: 'server_url' });
    }
    expect(
      (
        await server.call('POST', '/api/account/stream-target/create', {
          token: user.token,
          body: { ...base, name: ' ', stream_key: 'good-key-1234' },
        })
      ).body,
    ).toMatchObject({ code: 'field_required', field: 'name' });
    expect((await server.call('GET', '/api/account/stream-target/list')).status).toBe(401);
  });
});

describe('conference customisation', () => {
  it('starts from defaults, changes only what is sent and is readable by event alias', async () => {
    const { token } = await activeAccount(server);
    const initial = await server.call('GET', '/api/account/setting/customisation', { token });
    expect(initial.body).toMatchObject({
      logo: { image_url: null, position: 'top-right' },
      text_effect: { enabled: false, font: 'Inter', size: 28, transform: 'none' },
      anti_screen_capture: false,
      updated_at: null,
    });

    const logo = await upload('logo', GIF, 'logo.gif', token);
    expect(logo.status).toBe(200);
    const saved = await server.call('POST', '/api/account/setting/customisation/update', {
      token,
      body: { logo: { image_url: logo.body.url, position: 'bottom-left' }, text_effect: { enabled: true, text: 'Live', color: '#112233' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.logo).toEqual({ image_url: logo.body.url, position: 'bottom-left' });
    expect(saved.body.text_effect).toMatchObject({
      enabled: true,
      text: 'Live',
      color: '#112233',
      font: 'Inter',
      background_color: '#c52428',
    });
    expect(saved.body.updated_at).toEqual(expect.any(String));

    const security = await server.call('POST', '/api/account/setting/customisation/update', { token, body: { anti_screen_capture: true } });
    expect(security.body).toMatchObject({ anti_screen_capture: true, logo: { position: 'bottom-left' }, text_effect: { text: 'Live' } });

    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token,
      body: { topic: 'Branded', call_type: 'instant' },
    });
    const shown = await server.call('GET', `/api/account/setting/customisation/public?alias=${event.body.alias}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ logo: { position: 'bottom-left' }, anti_screen_capture: true, host_name_badge_url: null });
    expect((await server.call('GET', '/api/account/setting/customisation/public?alias=nosuchevent')).body).toMatchObject({
      code: 'invalid_conference_link',
    });
  });

  it('refuses unknown positions, sizes, colours and links that are not http(s)', async () => {
    const update = (body: unknown) => server.call('POST', '/api/account/setting/customisation/update', { token: user.token, body });
    expect((await update({ logo: { position: 'somewhere' } })).body).toMatchObject({ code: 'invalid_input', field: 'logo' });
    expect((await update({ text_effect: { size: 500 } })).status).toBe(400);
    expect((await update({ text_effect: { color: 'red' } })).status).toBe(400);
    expect((await update({ scene: { image_url: 'javascript:alert(1)' } })).body).toMatchObject({
      code: 'invalid_input',
      field: 'scene.image_url',
    });
    expect((await update({ end_call_page: { redirect_url: 'data:text/html,hi' } })).status).toBe(400);
    expect((await server.call('GET', '/api/account/setting/customisation')).status).toBe(401);
    // Nothing above changed the stored look.
    expect((await server.call('GET', '/api/account/setting/customisation', { token: user.token })).body.updated_at).toBeNull();
    // Unknown sections are dropped, never stored.
    expect((await update({ unknown_section: true })).body).not.toHaveProperty('unknown_section');
  });
});

describe('recordings', () => {
  it('registers an uploaded video, pages, serves it for download and deletes it with its file', async () => {
    const { token } = await activeAccount(server);
    const video = await upload('video', MP4, 'meeting.mp4', token);
    expect(video.status).toBe(200);
    expect(video.body.mime).toBe('video/mp4');
    const created = await server.call('POST', '/api/account/recording/create', {
      token,
      body: { file_id: video.body.id, title: 'Weekly sync', event_alias: 'abc', duration_seconds: 61 },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: 'Weekly sync',
      event_alias: 'abc',
      duration_seconds: 61,
      mime: 'video/mp4',
      size: MP4.length,
    });

    const list = await server.call('GET', '/api/account/recording/list', { token });
    expect(list.body).toMatchObject({ items: [{ id: created.body.id }], next_from_id: null });
    expect((await server.call('GET', '/api/account/recording/list', { token: other.token })).body.items).toEqual([]);
    const download = await fetch(created.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');

    expect((await server.call('POST', '/api/account/recording/delete', { token: other.token, body: { id: created.body.id } })).status).toBe(
      404,
    );
    expect((await server.call('POST', '/api/account/recording/delete', { token, body: { id: created.body.id } })).body).toEqual({
      ok: true,
    });
    expect((await server.call('GET', '/api/account/recording/list', { token })).body.items).toEqual([]);
    expect((await fetch(created.body.url)).status).toBe(404);
  });

  it('pages with from_id and refuses files that are not the account’s videos', async () => {
    const { token } = await activeAccount(server);
    for (let i = 0; i < 3; i++) {
      const video = await upload('video', MP4, `r${i}.mp4`, token);
      await server.call('POST', '/api/account/recording/create', { token, body: { file_id: video.body.id, title: `Recording ${i}` } });
    }
    const first = await server.call('GET', '/api/account/recording/list?limit=2', { token });
    expect(first.body.items.map((r: { title: string }) => r.title)).toEqual(['Recording 2', 'Recording 1']);
    const next = await server.call('GET', `/api/account/recording/list?limit=2&from_id=${first.body.next_from_id}`, { token });
    expect(next.body.items.map((r: { title: string }) => r.title)).toEqual(['Recording 0']);

    const image = await upload('logo', GIF, 'x.gif', token);
    expect(
      (await server.call('POST', '/api/account/recording/create', { token, body: { file_id: image.body.id, title: 'Not a video' } })).body
        .code,
    ).toBe('file_type_invalid');
    const foreign = await upload('video', MP4, 'theirs.mp4', other.token);
    expect(
      (await server.call('POST', '/api/account/recording/create', { token, body: { file_id: foreign.body.id, title: 'Theirs' } })).status,
    ).toBe(404);
    expect(
      (await server.call('POST', '/api/account/recording/create', { token, body: { file_id: foreign.body.id, title: '' } })).body,
    ).toMatchObject({ code: 'field_required', field: 'title' });
    expect((await server.call('GET', '/api/account/recording/list?from_id=abc', { token })).status).toBe(400);
  });
});

describe('linked accounts', () => {
  it('links Google and Facebook to the signed-in account and unlinks them', async () => {
    const { token } = await activeAccount(server);
    const linked = await server.call('POST', '/api/account/linked/link', {
      token,
      body: { provider: 'google', token: await provider.google('good:g-link-1:someone@gmail.com:Someone') },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.linked_accounts).toEqual([expect.objectContaining({ provider: 'google', email: 'someone@gmail.com' })]);
    const both = await server.call('POST', '/api/account/linked/link', {
      token,
      body: { provider: 'facebook', token: 'good:fb-link-1::Someone' },
    });
    expect(both.body.linked_accounts.map((l: { provider: string }) => l.provider)).toEqual(['google', 'facebook']);

    // The Google sign-in now opens this account.
    const login = await server.call('POST', '/api/account/login/gg', {
      body: { id_token: await provider.google('good:g-link-1:someone@gmail.com:Someone') },
    });
    expect(login.body.account.account_id).toBe(linked.body.account_id);

    expect(
      (
        await server.call('POST', '/api/account/linked/link', {
          token: other.token,
          body: { provider: 'google', token: await provider.google('good:g-link-1:someone@gmail.com:Someone') },
        })
      ).body,
    ).toMatchObject({ code: 'linked_elsewhere' });
    expect((await server.call('POST', '/api/account/linked/link', { token, body: { provider: 'google', token: 'bad' } })).status).toBe(401);

    const unlinked = await server.call('POST', '/api/account/linked/unlink', { token, body: { provider: 'google' } });
    expect(unlinked.body.linked_accounts.map((l: { provider: string }) => l.provider)).toEqual(['facebook']);
  });

  it('keeps the only way to sign in of an account without a password', async () => {
    const social = await server.call('POST', '/api/account/login/gg', {
      body: { id_token: await provider.google('good:g-only-1:only@gmail.com:Only') },
    });
    const token = social.body.authorization;
    expect(social.body.account.has_password).toBe(false);
    expect((await server.call('POST', '/api/account/linked/unlink', { token, body: { provider: 'google' } })).body).toMatchObject({
      code: 'last_sign_in_method',
      field: 'provider',
    });
    expect((await server.call('POST', '/api/account/set-pwd', { token, body: { new_password: 'a-new-password-1' } })).status).toBe(200);
    expect((await server.call('POST', '/api/account/linked/unlink', { token, body: { provider: 'google' } })).body.linked_accounts).toEqual(
      [],
    );
    expect((await server.call('POST', '/api/account/linked/unlink', { token, body: { provider: 'twitter' } })).status).toBe(400);
  });
});

describe('settings endpoints under malformed input', () => {
  const endpoints: Array<[string, string]> = [
    ['POST', '/api/account/api-key/create'],
    ['POST', '/api/account/api-key/revoke'],
    ['GET', '/api/account/api-key/list'],
    ['POST', '/api/account/stream-target/create'],
    ['POST', '/api/account/stream-target/update'],
    ['POST', '/api/account/stream-target/delete'],
    ['POST', '/api/account/setting/customisation/update'],
    ['GET', '/api/account/setting/customisation/public'],
    ['GET', '/api/account/recording/list'],
    ['POST', '/api/account/recording/create'],
    ['POST', '/api/account/recording/delete'],
    ['POST', '/api/account/linked/link'],
    ['POST', '/api/account/linked/unlink'],
  ];
  const fields = [
    'id',
    'name',
    'server_url',
    'stream_key',
    'logo',
    'text_effect',
    'scene',
    'anti_screen_capture',
    'file_id',
    'title',
    'from_id',
    'limit',
    'alias',
    'provider',
    'token',
  ];
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );

  it.each(endpoints)('%s %s answers random input with a 4xx or 200, never a 5xx', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 4 }), async (body) => {
        const url = new URL(server.url + path);
        if (method === 'GET')
          for (const [key, item] of Object.entries(body))
            url.searchParams.set(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
        const response = await fetch(url, {
          method,
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : JSON.stringify(body),
        });
        expect(response.status, `${method} ${path} ${JSON.stringify(body)} ${await response.text()}`).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
  });
});
