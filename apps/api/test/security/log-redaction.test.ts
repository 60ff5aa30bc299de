import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from '../helpers';

// Issue 15 item 9: database errors were logged with every query parameter.

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  server = await startServer({}, { logger: { level: 'error', stream } as never });
});
afterAll(() => server.close());

describe('item 9: no secrets in the log', () => {
  it('a real database error is logged without its parameters, values or e-mails', async () => {
    const { email } = await activeAccount(server, 'Logged');
    const secret = 'live_sk_9f8e7d6c5b4a';
    const failures: unknown[] = [];
    // a unique-key violation quotes the e-mail in `detail`; a type error quotes the value in its message
    await server.app.ctx.db
      .query('INSERT INTO accounts (account_id, referral_code, email, password_hash, display_name) VALUES ($1, $1, $2, $3, $4)', [
        'dup-1',
        email,
        `$argon2id$${secret}`,
        'Dup',
      ])
      .catch((e) => failures.push(e));
    await server.app.ctx.db.query('SELECT $1::int', [secret]).catch((e) => failures.push(e));
    expect(failures).toHaveLength(2);
    for (const error of failures) server.app.log.error({ err: error }, 'unhandled error');
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('23505'); // the kind of failure is still there
    expect(log).not.toContain(secret);
    expect(log).not.toContain(email);
  });
});
