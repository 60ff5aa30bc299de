import { describe, expect, it } from 'vitest';
import { activeAccount, startServer } from './helpers';

const HUNG = Symbol('hung');

describe('shutdown', () => {
  it('stops as soon as a download still streaming when told to stop has finished, instead of waiting out the 72 s keep-alive', async () => {
    const server = await startServer();
    const { token } = await activeAccount(server, 'Leaving');
    const form = new FormData();
    form.append('kind', 'file');
    const content = Buffer.alloc(4 * 1024 * 1024, 'x');
    form.append('file', new Blob([content]), 'last.txt');
    const file = await (
      await fetch(`${server.url}/api/storage/upload-file`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
    ).json();

    // The service is told to stop while a download is still streaming: the download completes, then the service stops.
    const download = await fetch(`${server.url}/api/storage/files/${file.id}`);
    const closing = server.close().then(() => 'closed');
    expect((await download.arrayBuffer()).byteLength).toBe(content.length);
    expect(await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 15_000, HUNG))])).toBe('closed');
  }, 30_000);
});
