import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

/** The server's own limits (body, request line, headers, rate) are in the contract of every operation. */
describe('OpenAPI document: server limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('documents 413, 414, 429 and 431 on every operation, and an operation keeps its own 413', async () => {
    const doc = (await server.call('GET', '/api/docs/json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const operations = Object.values(doc.paths).flatMap((path) => Object.values(path));
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations)
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['413', '414', '429', '431']));
    expect(doc.paths['/api/storage/upload-file'].post.responses['413'].description).not.toMatch(/larger than this server accepts/);
  });

  it('answers a request line past the server limit with a documented 414 or 431, never a server error', async () => {
    const answer = await fetch(`${server.url}/api/gift/transfers?ids=${'x'.repeat(70_000)}`);
    expect([414, 431]).toContain(answer.status);
  });
});
