// The read path's data for the benches: one active account with 50 events (some with passcodes and
// speakers) and 100 notifications, 40 of them unread. `call(method, route, body, token)` returns the
// JSON answer. Resolves with the account's session token.
export async function seedReadPath(call) {
  const email = `bench.${Date.now()}@example.com`;
  // Signup gives no session: the code, with the signup's secret, does.
  const { signup_token } = await call('POST', '/api/v1/user/signup', { email, password: 'bench password', display_name: 'Bench' });
  const [message] = await call('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`);
  const { authorization: token } = await call('POST', '/api/v1/user/confirm-email', { username: email, code: message.code, signup_token });
  for (let i = 0; i < 50; i++) {
    await call(
      'POST',
      '/conference/api/account/qrcode/create',
      {
        topic: `Event ${i}`,
        start_time: new Date(Date.now() + i * 3_600_000).toISOString(),
        duration_minutes: 60,
        mode: 'conference',
        call_type: 'scheduled',
        ...(i % 3 === 0 ? { passcode: 'p' } : {}),
        // addresses of this run only: invitations count against each address's mail limit, and a
        // PostgreSQL database outlives the runs that seed it
        speakers: i % 5 === 0 ? [{ name: 'Speaker', email: `speaker${i}.${email.split('@')[0]}@example.com` }] : [],
      },
      token,
    );
  }
  const notified = [];
  for (let i = 0; i < 100; i++)
    notified.push((await call('POST', '/__dev/notify', { username: email, title: `Note ${i}`, body: 'Hello' })).id);
  await call('POST', '/notification/message/update-read-status', { ids: notified.slice(0, 60), is_read: true }, token);
  return token;
}

/** The three reads the bench measures. */
export const READ_TARGETS = [
  { name: 'account details', method: 'GET', path: '/api/account/details' },
  {
    name: 'conference list',
    method: 'POST',
    path: '/conference/api/account/qrcode/list/conference',
    body: { action: '', from_hex_id: '', limit: 0 },
  },
  { name: 'notification count', method: 'GET', path: '/notification/message/count' },
];
