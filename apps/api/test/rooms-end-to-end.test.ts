import { describe, expect, it } from 'vitest';
import { AudienceStream } from '../src/modules/broadcast/audience-hls';
import { compositeRoomSuite } from './room-sockets';

/** End to end means end to end (issue 26): nothing server-side records, streams or serves an end-to-end room. */
const { createEvent, join, snapshot, opened, server, host } = compositeRoomSuite('Enc Host');

describe('an end-to-end room', () => {
  it('refuses Record, Go live and viewer grants with end_to_end_room, and starts no worker', async () => {
    const alias = await createEvent({ mode: 'endtoend' });
    const owner = await join(alias, 'Enc Host', { token: host().token });
    await snapshot(owner);
    const guest = await join(alias, 'Enc Guest');
    await snapshot(guest);

    for (const action of ['record.start', 'live.start']) {
      expect(await owner.command('broadcast.command', { action })).toMatchObject({
        type: 'error',
        code: 'end_to_end_room',
        action,
        message: expect.stringContaining('end-to-end'),
      });
    }
    // Permission comes first: a guest learns nothing more than that they may not.
    expect(await guest.command('broadcast.command', { action: 'record.start' })).toMatchObject({
      type: 'error',
      code: 'permission_denied',
    });
    expect(await guest.command('hls.grant')).toMatchObject({ type: 'error', code: 'end_to_end_room' });

    const audience = new AudienceStream(server().app.rooms, server().app.broadcast);
    audience.check();
    audience.close();
    expect(server().app.broadcast.session(alias)).toBeUndefined();
    expect(opened).toEqual([]);
    for (const c of [owner, guest]) c.socket.close();
  });
});
