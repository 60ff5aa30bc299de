import { describe, expect, it } from 'vitest';
import { compositeRoomSuite } from './room-sockets';

const { createEvent, open, join, snapshot, event, opened, server, host } = compositeRoomSuite('Room Host');

describe('the broadcast in the split room', () => {
  it('validates broadcast commands and refuses them to guests, with the action named', async () => {
    const alias = await createEvent();
    const owner = await join(alias, 'Room Host', { token: host().token });
    await snapshot(owner);
    const guest = await join(alias, 'Gil');
    await snapshot(guest);
    expect(await guest.command('broadcast.command', { action: 'record.explode' })).toMatchObject({
      type: 'error',
      code: 'invalid_input',
      field: 'action',
    });
    expect(await owner.command('broadcast.command', { action: 'live.start', target_ids: 'all' })).toMatchObject({
      code: 'invalid_input',
      field: 'target_ids',
    });
    expect(await guest.command('broadcast.command', { action: 'record.start' })).toMatchObject({
      type: 'error',
      code: 'permission_denied',
      action: 'record.start',
    });
    expect(await owner.command('broadcast.command', { action: 'record.pause' })).toMatchObject({
      code: 'invalid_state',
      action: 'record.pause',
    });
    expect(await guest.command('broadcast.sync')).toMatchObject({ type: 'ack' });
    expect(await guest.next((m) => m.type === 'broadcast.state', 'state')).toMatchObject({
      record: { status: 'idle' },
      live: { status: 'idle' },
    });
    for (const c of [owner, guest]) c.socket.close();
  });

  it('lets the recorder watch and link media without being listed or counted', async () => {
    const alias = await createEvent({ mode: 'meeting' });
    const owner = await join(alias, 'Room Host', { token: host().token });
    await snapshot(owner);
    const guest = await join(alias, 'Gil');
    await snapshot(guest);
    const before = opened.length;
    expect(await owner.command('broadcast.command', { action: 'record.start' })).toMatchObject({ type: 'ack', action: 'record.start' });
    await guest.next((m) => m.type === 'broadcast.state' && m.record.status === 'starting', 'starting');
    await expect.poll(() => opened.length).toBe(before + 1);

    const ticket = new URL(opened[before]).searchParams.get('ticket')!;
    const joined = await server().call('POST', '/broadcast/worker/join', { body: { ticket } });
    const recorder = await open(joined.body.room_ticket, joined.body.member_id);
    const view = await snapshot(recorder);
    expect(view).toMatchObject({ recorder: true, participant_count: 2, chat: [], resume_token: '' });
    expect(view.participants.map((p: any) => p.display_name).sort()).toEqual(['Gil', 'Room Host']);
    expect((await event(guest, 'recorders.updated')).recorders).toEqual([recorder.id]);
    // Not in presence, not counted, not a participant.
    guest.send({ type: 'members' });
    const members = await guest.next((m) => m.type === 'members', 'members');
    expect(members.members.map((m: any) => m.member_id)).not.toContain(recorder.id);
    expect(server().app.rooms.room(alias)!.participants.has(recorder.id)).toBe(false);
    // Media signalling both ways; the recorder is no participant for anything else.
    guest.send({ type: 'rtc.signal', to: recorder.id, data: { sdp: 'offer' } });
    expect((await recorder.next((m) => m.type === 'rtc.signal', 'offer')).from).toBe(guest.id);
    recorder.send({ type: 'rtc.signal', to: guest.id, data: { sdp: 'answer' } });
    expect((await guest.next((m) => m.type === 'rtc.signal', 'answer')).data).toEqual({ sdp: 'answer' });
    expect(await recorder.command('chat.send', { text: 'hi' })).toMatchObject({ code: 'not_admitted' });
    // Room changes reach the recorder in sequence; its leaving is announced.
    await guest.command('hand.raise');
    await event(recorder, 'participant.updated', (e) => e.participant.id === guest.id && e.participant.hand_raised);
    recorder.socket.close();
    await event(guest, 'recorders.updated', (e) => e.recorders.length === 0);
    await owner.command('broadcast.command', { action: 'record.stop' });
    for (const c of [owner, guest]) c.socket.close();
  });
});
