import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from '../helpers';

// Issue 15 item 17: no upload quota per account.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ uploadQuotaMb: 1 });
});
afterAll(() => server.close());

const upload = (token: string, bytes: number) => {
  const form = new FormData();
  form.append('kind', 'file');
  form.append('file', new Blob(['a'.repeat(bytes)], { type: 'text/plain' }), 'notes.txt');
  return fetch(`${server.url}/api/storage/upload-file`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
};

describe('item 17: upload quota', () => {
  it('an account cannot store more than its quota; another account still can', async () => {
    const { token } = await activeAccount(server, 'Hoarder');
    expect((await upload(token, 600 * 1024)).status).toBe(200);
    expect((await upload(token, 600 * 1024)).status).toBe(200); // started under the quota
    const full = await upload(token, 600 * 1024);
    expect(full.status).toBe(413);
    expect(await full.json()).toMatchObject({
      code: 'storage_quota_exceeded',
      message: 'Your storage is full (1 MB). Delete files to upload more.',
    });
    const other = await activeAccount(server, 'Neighbour');
    expect((await upload(other.token, 600 * 1024)).status).toBe(200);
  });
});
