import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_NAME_MAX,
  CUSTOMISATION_DESCRIPTION_MAX,
  CUSTOMISATION_LINE_MAX,
  CUSTOMISATION_MESSAGE_MAX,
  CUSTOMISATION_URL_MAX,
  DOMAIN_MAX,
  STREAM_KEY_MAX,
  STREAM_TARGET_NAME_MAX,
  STREAM_TARGET_URL_MAX,
} from '@platform/contracts';
import { activeAccount, startServer, type TestServer } from './helpers';
import { startFakeProvider } from './fake-provider';

/**
 * Every text of the minor forms has one limit (libs/contracts rules/limits), which the forms set as
 * maxLength and the API enforces: at the limit it is taken, one character more is refused with the spec's
 * message, the field and the limit (issue 29).
 */
let server: TestServer;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let token: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startServer(provider.config);
  ({ token } = await activeAccount(server, 'Limits User'));
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const refusal = (field: string, max: number) => ({
  code: 'invalid_input',
  message: 'Sorry, not all fields are filled out correctly.',
  field,
  max_length: max,
});
const post = (url: string, body: unknown) => server.call('POST', url, { token, body });

describe('text limits of the minor forms', () => {
  it('stream targets: name, server URL and stream key', async () => {
    const base = { name: 'YouTube', server_url: 'rtmp://a.rtmp.youtube.com/live2', stream_key: 'abcd-efgh-ijkl-mnop' };
    const url = (length: number) => `rtmp://a.rtmp.youtube.com/${'l'.repeat(length - 'rtmp://a.rtmp.youtube.com/'.length)}`;
    const atLimit = await post('/api/account/stream-target/create', {
      name: 'n'.repeat(STREAM_TARGET_NAME_MAX),
      server_url: url(STREAM_TARGET_URL_MAX),
      stream_key: 'k'.repeat(STREAM_KEY_MAX),
    });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.name).toHaveLength(STREAM_TARGET_NAME_MAX);
    for (const [field, value, max] of [
      ['name', 'n'.repeat(STREAM_TARGET_NAME_MAX + 1), STREAM_TARGET_NAME_MAX],
      ['server_url', url(STREAM_TARGET_URL_MAX + 1), STREAM_TARGET_URL_MAX],
      ['stream_key', 'k'.repeat(STREAM_KEY_MAX + 1), STREAM_KEY_MAX],
    ] as const) {
      const created = await post('/api/account/stream-target/create', { ...base, [field]: value });
      expect(created.status, field).toBe(400);
      expect(created.body).toEqual(refusal(field, max));
      const updated = await post('/api/account/stream-target/update', { id: atLimit.body.id, [field]: value });
      expect(updated.body).toEqual(refusal(field, max));
    }
  });

  it("API keys' names", async () => {
    const atLimit = await post('/api/account/api-key/create', { name: 'a'.repeat(API_KEY_NAME_MAX) });
    expect(atLimit.status).toBe(200);
    const over = await post('/api/account/api-key/create', { name: 'a'.repeat(API_KEY_NAME_MAX + 1) });
    expect(over.status).toBe(400);
    expect(over.body).toEqual(refusal('name', API_KEY_NAME_MAX));
  });

  it('customisation texts: titles, description, messages and links', async () => {
    const update = (body: unknown) => post('/api/account/setting/customisation/update', body);
    const atLimit = await update({
      text_effect: { text: 't'.repeat(CUSTOMISATION_LINE_MAX) },
      url_thumbnail: { title: 't'.repeat(CUSTOMISATION_LINE_MAX), description: 'd'.repeat(CUSTOMISATION_DESCRIPTION_MAX) },
      welcome_page: { title: 't'.repeat(CUSTOMISATION_LINE_MAX), message: 'm'.repeat(CUSTOMISATION_MESSAGE_MAX) },
      end_call_page: { redirect_url: `https://example.com/${'p'.repeat(CUSTOMISATION_URL_MAX - 20)}` },
    });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.welcome_page.message).toHaveLength(CUSTOMISATION_MESSAGE_MAX);
    for (const [section, field, max] of [
      ['text_effect', 'text', CUSTOMISATION_LINE_MAX],
      ['url_thumbnail', 'title', CUSTOMISATION_LINE_MAX],
      ['url_thumbnail', 'description', CUSTOMISATION_DESCRIPTION_MAX],
      ['welcome_page', 'message', CUSTOMISATION_MESSAGE_MAX],
      ['end_call_page', 'title', CUSTOMISATION_LINE_MAX],
      ['end_call_page', 'redirect_url', CUSTOMISATION_URL_MAX],
    ] as const) {
      const over = await update({ [section]: { [field]: 'x'.repeat(max + 1) } });
      expect(over.status, `${section}.${field}`).toBe(400);
      expect(over.body).toEqual(refusal(section, max));
    }
  });

  it("an organisation's domain", async () => {
    const atLimit = await server.call('POST', '/signal/member/v1/find-domain', { body: { domain: `${'d'.repeat(DOMAIN_MAX - 4)}.com` } });
    expect(atLimit.body.code).not.toBe('invalid_input');
    const over = await server.call('POST', '/signal/member/v1/find-domain', { body: { domain: `${'d'.repeat(DOMAIN_MAX - 3)}.com` } });
    expect(over.status).toBe(400);
    expect(over.body).toEqual(refusal('domain', DOMAIN_MAX));
  });
});
