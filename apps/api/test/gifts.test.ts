import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTypedSocket } from './typed-socket';
import { activeAccount, createEvent as createEventFixture, startServer, type TestServer } from './helpers';

let server: TestServer;
type Account = Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

let keyCounter = 0;
const key = () => `test-key-${Date.now().toString(36)}-${keyCounter++}`;

const topUp = (who: Account, amount: number) => server.call('POST', '/__dev/wallet/topup', { token: who.token, body: { amount } });
const balanceOf = async (who: Account) =>
  (await server.call('GET', '/api/account/wallet/list?limit=100', { token: who.token })).body.balance as number;
const send = (from: Account, body: Record<string, unknown>) =>
  server.call('POST', '/api/gift/send', { token: from.token, body: { idempotency_key: key(), ...body } });
const createEvent = (host: Account, body: Record<string, unknown> = {}) =>
  createEventFixture(server, host.token, { topic: 'Gala night', ...body });

describe('gift catalogue', () => {
  it('lists gifts with names in both languages, a price and an inline SVG picture', async () => {
    const response = await server.call('GET', '/api/gift/catalogue');
    expect(response.status).toBe(200);
    const items = response.body.items as Array<{ id: string; name: { en: string; vi: string }; price: number; picture: string }>;
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items[0]).toMatchObject({ id: 'heart', name: { en: 'Heart', vi: 'Trái tim' }, price: 10 });
    for (const item of items) {
      expect(item.price).toBeGreaterThan(0);
      expect(item.picture.startsWith('data:image/svg+xml')).toBe(true);
      expect(decodeURIComponent(item.picture)).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    expect(items.map((item) => item.price)).toEqual([...items.map((item) => item.price)].sort((a, b) => a - b));
  });
});

describe('finding who to give to', () => {
  it('resolves an account id, an invite link to its host and a speaker link to the speaker', async () => {
    const host = await activeAccount(server, 'Hana Host');
    const speaker = await activeAccount(server, 'Sam Account');
    const event = await createEvent(host, {
      speakers: [
        { name: 'Sam on stage', email: speaker.email },
        { name: 'No Account', email: 'nobody.here@example.com' },
      ],
    });

    const byId = await server.call('GET', `/api/gift/recipient?to=${host.account.account_id}`);
    expect(byId.body).toEqual({ account_id: host.account.account_id, display_name: 'Hana Host', via: 'account', event_topic: null });

    const byLink = await server.call('GET', `/api/gift/recipient?to=${encodeURIComponent(event.invite_link)}`);
    expect(byLink.body).toMatchObject({ account_id: host.account.account_id, via: 'host', event_topic: 'Gala night' });
    expect((await server.call('GET', `/api/gift/recipient?to=${event.alias}`)).body.via).toBe('host');

    const samLink = event.speakers.find((s: { name: string }) => s.name === 'Sam on stage').speaker_link;
    const bySpeaker = await server.call('GET', `/api/gift/recipient?to=${encodeURIComponent(samLink)}`);
    expect(bySpeaker.body).toMatchObject({ account_id: speaker.account.account_id, display_name: 'Sam on stage', via: 'speaker' });

    const noAccountLink = event.speakers.find((s: { name: string }) => s.name === 'No Account').speaker_link;
    const unavailable = await server.call('GET', `/api/gift/recipient?to=${encodeURIComponent(noAccountLink)}`);
    expect(unavailable).toMatchObject({ status: 404, body: { code: 'gift_receiver_unavailable', field: 'to' } });

    const unknown = await server.call('GET', '/api/gift/recipient?to=nobody-by-that-name');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'gift_receiver_not_found' } });
    expect((await server.call('GET', '/api/gift/recipient?to=')).body).toMatchObject({ code: 'field_required', field: 'to' });
  });
});

describe('sending gifts', () => {
  it('moves the price from sender to receiver as a pair of ledger entries, and tells the receiver', async () => {
    const sender = await activeAccount(server, 'Giver');
    const receiver = await activeAccount(server, 'Receiver');
    await topUp(sender, 100);

    const sent = await send(sender, { to: receiver.account.account_id, gift_id: 'rose', message: 'Great talk!' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      balance: 80,
      replayed: false,
      gift: {
        kind: 'gift',
        amount: 20,
        message: 'Great talk!',
        gift: { id: 'rose' },
        from: { display_name: 'Giver' },
        to: { display_name: 'Receiver' },
      },
    });
    expect(await balanceOf(sender)).toBe(80);
    expect(await balanceOf(receiver)).toBe(20);

    const senderLedger = (await server.call('GET', '/api/account/wallet/list', { token: sender.token })).body.items;
    const receiverLedger = (await server.call('GET', '/api/account/wallet/list', { token: receiver.token })).body.items;
    expect(senderLedger[0]).toMatchObject({ amount: -20, balance_after: 80, kind: 'gift', transfer_id: sent.body.gift.transfer_id });
    expect(receiverLedger[0]).toMatchObject({ amount: 20, balance_after: 20, kind: 'gift', transfer_id: sent.body.gift.transfer_id });

    const received = await server.call('GET', '/api/gift/received', { token: receiver.token });
    expect(received.body.items).toHaveLength(1);
    expect(received.body.items[0]).toMatchObject({ amount: 20, from: { account_id: sender.account.account_id }, gift: { id: 'rose' } });

    const details = await server.call('GET', `/api/gift/transfers?ids=${sent.body.gift.transfer_id}`, { token: receiver.token });
    expect(details.body.items[0].id).toBe(sent.body.gift.id);
    const stranger = await activeAccount(server, 'Stranger');
    expect(
      (await server.call('GET', `/api/gift/transfers?ids=${sent.body.gift.transfer_id}`, { token: stranger.token })).body.items,
    ).toEqual([]);

    const notifications = await server.call('GET', '/notification/message/get', { token: receiver.token });
    expect(notifications.body.items[0]).toMatchObject({ title: 'You received a gift', body: 'Giver sent you Rose (20): Great talk!' });
    // Keys and parameters, so each reader's app says it in their language (the gift's name in every language).
    expect(notifications.body.items[0].text).toEqual({
      title_key: 'giftReceived.title',
      body_key: 'giftReceived.bodyWithMessage',
      params: { from: 'Giver', gift: { en: 'Rose', vi: expect.any(String) }, amount: 20, message: 'Great talk!' },
    });
    expect(notifications.body.items[0].data).not.toHaveProperty('text');
  });

  it('refuses when the balance is short and moves nothing', async () => {
    const sender = await activeAccount(server, 'Short');
    const receiver = await activeAccount(server, 'Hopeful');
    await topUp(sender, 15);
    const refused = await send(sender, { to: receiver.account.account_id, gift_id: 'rose' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'balance_insufficient', message: 'Not enough balance to give this gift' });
    expect(await balanceOf(sender)).toBe(15);
    expect(await balanceOf(receiver)).toBe(0);
    expect((await server.call('GET', '/api/account/wallet/list', { token: sender.token })).body.items).toHaveLength(1);
    expect((await server.call('GET', '/api/gift/received', { token: receiver.token })).body.items).toEqual([]);
    expect((await server.call('GET', '/notification/message/count', { token: receiver.token })).body.count).toBe(0);
  });

  it('pays once when a request is retried with the same key, and refuses a key reused for another gift', async () => {
    const sender = await activeAccount(server, 'Retrier');
    const receiver = await activeAccount(server, 'Lucky');
    await topUp(sender, 100);
    const body = { to: receiver.account.account_id, gift_id: 'star', idempotency_key: key() };
    const [first, second] = await Promise.all([send(sender, body), send(sender, body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.gift.id).toBe(second.body.gift.id);
    expect([first.body.replayed, second.body.replayed].sort()).toEqual([false, true]);
    const third = await send(sender, body);
    expect(third.body).toMatchObject({ replayed: true, balance: 50 });
    expect(await balanceOf(sender)).toBe(50);
    expect(await balanceOf(receiver)).toBe(50);
    const conflict = await send(sender, { ...body, gift_id: 'heart' });
    expect(conflict).toMatchObject({ status: 409, body: { code: 'idempotency_conflict' } });
    expect(await balanceOf(sender)).toBe(50);
  });

  it('takes a donation amount to a host by invite link, and checks the input', async () => {
    const host = await activeAccount(server, 'Donation Host');
    const fan = await activeAccount(server, 'Fan');
    await topUp(fan, 40);
    const event = await createEvent(host);
    const donated = await send(fan, { to: event.invite_link, amount: 25, message: '  Thank you  ' });
    expect(donated.body).toMatchObject({
      balance: 15,
      gift: { kind: 'donation', amount: 25, gift: null, message: 'Thank you', to: { account_id: host.account.account_id } },
    });
    expect(await balanceOf(host)).toBe(25);

    expect((await send(fan, { to: event.alias })).body).toMatchObject({ code: 'field_required', field: 'amount' });
    expect((await send(fan, { to: event.alias, amount: 0 })).body).toMatchObject({ code: 'invalid_input', field: 'amount' });
    expect((await send(fan, { to: event.alias, amount: 2.5 })).body).toMatchObject({ code: 'invalid_input', field: 'amount' });
    expect((await send(fan, { to: event.alias, gift_id: 'unicorn' })).body).toMatchObject({ code: 'invalid_input', field: 'gift_id' });
    expect((await send(fan, { amount: 1 })).body).toMatchObject({ code: 'field_required', field: 'to' });
    expect((await send(fan, { to: fan.account.account_id, amount: 1 })).body).toMatchObject({ code: 'gift_self', field: 'to' });
    expect((await send(fan, { to: event.alias, amount: 1, message: 'x'.repeat(201) })).body).toMatchObject({
      code: 'invalid_input',
      field: 'message',
    });
    expect((await server.call('POST', '/api/gift/send', { body: { to: event.alias, amount: 1, idempotency_key: key() } })).status).toBe(
      401,
    );
    expect(await balanceOf(fan)).toBe(15);
  });

  it('never overdraws under 100 concurrent gifts from one wallet, and the sum of all balances is unchanged', async () => {
    const sender = await activeAccount(server, 'Generous');
    const receivers = await Promise.all([activeAccount(server, 'R1'), activeAccount(server, 'R2'), activeAccount(server, 'R3')]);
    await topUp(sender, 555);
    await topUp(receivers[0], 7);
    const everyone = [sender, ...receivers];
    const totalBefore = (await Promise.all(everyone.map(balanceOf))).reduce((a, b) => a + b, 0);

    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => send(sender, { to: receivers[i % 3].account.account_id, gift_id: 'heart' })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(55);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.code === 'balance_insufficient')).toBe(true);

    const balances = await Promise.all(everyone.map(balanceOf));
    expect(balances[0]).toBe(5);
    expect(balances.every((b) => b >= 0)).toBe(true);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(totalBefore);
    // Each balance equals the sum of its ledger entries, and no entry ever went below zero.
    for (const who of everyone) {
      const items = (await server.call('GET', '/api/account/wallet/list?limit=100', { token: who.token })).body.items as Array<{
        amount: number;
        balance_after: number;
      }>;
      expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(await balanceOf(who));
      expect(items.every((item) => item.balance_after >= 0)).toBe(true);
    }
    const receivedCount = (
      await Promise.all(receivers.map((r) => server.call('GET', '/api/gift/received?limit=100', { token: r.token })))
    ).reduce((sum, r) => sum + r.body.items.length, 0);
    expect(receivedCount).toBe(55);
  });
});

describe('gifts in a call', () => {
  const open = (ticket: string) => openTypedSocket(server, `ticket=${ticket}`);

  it('credits a participant by member id and announces the gift to everyone in the room', async () => {
    const host = await activeAccount(server, 'Call Host');
    const guest = await activeAccount(server, 'Call Guest');
    await topUp(guest, 150);
    const event = await createEvent(host);
    const other = await createEvent(host, { topic: 'Another room' });
    const hostAuth = (
      await server.call('POST', '/signal/member/v1/auth', { token: host.token, body: { alias: event.alias, display_name: 'Host in call' } })
    ).body;
    const guestAuth = (
      await server.call('POST', '/signal/member/v1/auth', {
        token: guest.token,
        body: { alias: event.alias, display_name: 'Guest in call' },
      })
    ).body;
    const anonymousAuth = (await server.call('POST', '/signal/member/v1/auth', { body: { alias: event.alias, display_name: 'Visitor' } }))
      .body;
    const hostSocket = await open(hostAuth.ticket);
    const guestSocket = await open(guestAuth.ticket);
    try {
      // Both are placed in the room before the gift goes out.
      await hostSocket.next('room.snapshot');
      await guestSocket.next('room.snapshot');
      const sent = await send(guest, { to_member_id: hostAuth.member_id, room_alias: event.alias, gift_id: 'cake', message: 'Bravo' });
      expect(sent.status).toBe(200);
      expect(sent.body.balance).toBe(50);
      expect(await balanceOf(host)).toBe(100);
      const seenByHost = await hostSocket.next('gift.received');
      const seenByGuest = await guestSocket.next('gift.received');
      for (const seen of [seenByHost, seenByGuest]) {
        expect(seen).toMatchObject({
          to_member_id: hostAuth.member_id,
          to_name: 'Host in call',
          gift: { amount: 100, gift: { id: 'cake' }, message: 'Bravo', from: { display_name: 'Call Guest' } },
        });
      }
      const toVisitor = await send(guest, { to_member_id: anonymousAuth.member_id, room_alias: event.alias, gift_id: 'heart' });
      expect(toVisitor).toMatchObject({ status: 404, body: { code: 'gift_receiver_unavailable' } });
      const wrongRoom = await send(guest, { to_member_id: hostAuth.member_id, room_alias: other.alias, gift_id: 'heart' });
      expect(wrongRoom).toMatchObject({ status: 404, body: { code: 'gift_receiver_not_found' } });
      expect(await balanceOf(guest)).toBe(50);
    } finally {
      hostSocket.socket.close();
      guestSocket.socket.close();
    }
  });
});
