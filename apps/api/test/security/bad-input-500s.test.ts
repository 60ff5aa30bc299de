import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, deeplyNested, openSocket, startServer, uniqueEmail, type TestServer } from '../helpers';

// Issue 15 item 8: NUL bytes, deep nesting and broken multipart were answered with 500.

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await activeAccount(server, 'Nul Host')).token;
});
afterAll(() => server.close());

describe('item 8: bad input is a 400 with a clear message', () => {
  it('a NUL byte in a body field or a query string', async () => {
    const signup = await server.call('POST', '/api/v1/user/signup', {
      body: { email: uniqueEmail(), password: 'correct horse 1', display_name: 'Eve\u0000' },
    });
    expect(signup.status).toBe(400);
    expect(signup.body).toMatchObject({
      code: 'invalid_input',
      field: 'display_name',
      message: 'Display name contains a character that is not allowed.',
    });
    const detail = await server.call('GET', '/conference/api/meet/qrcode/short-detail?alias=%00');
    expect(detail.status).toBe(400);
    expect(detail.body.field).toBe('alias');
    const guest = await server.call('POST', '/signal/member/v1/auth', { body: { alias: 'abc', display_name: 'Guest\u0000' } });
    expect(guest.status).toBe(400);
  });

  it('a NUL byte in a room chat message is refused on the socket', async () => {
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token,
      body: { topic: 'Nul chat', call_type: 'instant' },
    });
    const auth = await server.call('POST', '/signal/member/v1/auth', {
      token,
      body: { alias: event.body.alias, display_name: 'Nul Host' },
    });
    const socket = await openSocket(server, `/signal/socket/member/v1?ticket=${auth.body.ticket}`);
    socket.send({ type: 'chat.send', text: 'hi\u0000' });
    expect((await socket.next((m) => m.type === 'error')).code).toBe('invalid_characters');
    await socket.close();
  });

  it.each(['/api/account/push/general', '/logger/v1/log', '/signal/1-1/send'])('JSON nested 20,000 deep on %s', async (route) => {
    const response = await server.call('POST', route, {
      token,
      headers: { 'content-type': 'application/json' },
      raw: `{"payload":${deeplyNested(20_000)}}`,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_input', message: 'The request is nested too deeply.' });
  });

  it('multipart without a boundary, or cut off, on the upload', async () => {
    const noBoundary = await server.call('POST', '/api/storage/upload-file', {
      token,
      headers: { 'content-type': 'multipart/form-data' },
      raw: 'hello',
    });
    expect(noBoundary.status).toBe(400);
    const truncated = await server.call('POST', '/api/storage/upload-file', {
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      raw: '--XYZ\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfile\r\n--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello wor',
    });
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe('The upload was cut off or is not a valid form. Please try again.');
  });
});
