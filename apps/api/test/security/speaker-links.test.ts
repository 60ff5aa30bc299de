import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, uniqueEmail, type TestServer } from '../helpers';

// Issue 15 item 5 and issue 16 item 3: speaker links are secrets; a valid one admits its speaker as a presenter.

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
let event: any;
const speakerEmail = uniqueEmail('speaker');

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Panel Host');
  event = (
    await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic: 'Panel', call_type: 'instant', passcode: '4321', speakers: [{ name: 'Sam Speaker', email: speakerEmail }] },
    })
  ).body;
});
afterAll(() => server.close());

describe("item 5: speakers are the host's to see", () => {
  it('the detail without a token shows no speaker e-mails or links; the host still sees them', async () => {
    const anonymous = await server.call('GET', `/conference/api/meet/qrcode/detail?alias=${event.alias}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.speakers).toEqual([{ name: 'Sam Speaker' }]);
    expect(JSON.stringify(anonymous.body)).not.toContain(speakerEmail);
    expect(JSON.stringify(anonymous.body)).not.toContain('speaker=');
    const stranger = await activeAccount(server, 'Stranger');
    expect(
      (await server.call('GET', `/conference/api/meet/qrcode/detail?alias=${event.alias}`, { token: stranger.token })).body.speakers,
    ).toEqual([{ name: 'Sam Speaker' }]);
    const own = await server.call('GET', `/conference/api/meet/qrcode/detail?alias=${event.alias}`, { token: host.token });
    expect(own.body.speakers[0]).toMatchObject({ email: speakerEmail, speaker_link: expect.stringContaining('?speaker=') });
  });
});

describe('issue 16 item 3: a speaker link admits its speaker', () => {
  it('as a presenter without the passcode; a made-up speaker key still needs it', async () => {
    const speakerAlias = event.speakers[0].alias as string;
    const page = await server.call('GET', `/conference/api/meet/qrcode/short-detail?alias=${event.alias}&speaker=${speakerAlias}`);
    expect(page.body).toMatchObject({ has_passcode: false, speaker: { name: 'Sam Speaker' } });
    const joined = await server.call('POST', '/signal/member/v1/auth', {
      body: { alias: event.alias, display_name: 'Sam', speaker: speakerAlias },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.role).toBe('speaker');
    const forged = await server.call('POST', '/signal/member/v1/auth', {
      body: { alias: event.alias, display_name: 'Mallory', speaker: 'notaspeaker1' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('passcode');
    expect(
      (await server.call('GET', `/conference/api/meet/qrcode/short-detail?alias=${event.alias}&speaker=notaspeaker1`)).body.has_passcode,
    ).toBe(true);
  });
});
