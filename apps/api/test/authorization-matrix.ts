import type { RoomCommandType } from '@platform/contracts';

/**
 * Who may run each room-socket command (issue 26), as data: the walk in authorization-matrix.test.ts
 * sends every command as each actor and checks the answer against this table. Every REST route, as
 * the same actors: rest-authorization-matrix.ts.
 *
 * Actors: `anonymous` (no ticket: the socket itself is refused, once for all commands), `another`
 * (signed in to another account, waiting in the room, never admitted), `participant` (an admitted
 * guest), `moderator` (a co-host) and `host`.
 *
 * Levels: `anyone` (any socket of the room), `admitted`, `moderator` (host and co-hosts), `host`.
 * An allowed command may still be refused for its state (no offer to answer, nobody by that id...),
 * never with `permission_denied` or `not_admitted`.
 */
export type Level = 'anyone' | 'admitted' | 'moderator' | 'host';
export type Actor = 'another' | 'participant' | 'moderator' | 'host';
export type Answer = 'allowed' | 'not_admitted' | 'permission_denied';

/** The ids a command's body names: a guest kept in the room as the target, and the waiting account. */
export interface Ids {
  target: string;
  waiter: string;
}

export const ROOM_COMMAND_MATRIX: Record<RoomCommandType, { level: Level; body?: (ids: Ids) => Record<string, unknown> }> = {
  ping: { level: 'anyone' },
  members: { level: 'admitted' },
  // A waiter is told their own waiting state again, nothing about the room.
  'room.sync': { level: 'anyone' },
  'self.update': { level: 'admitted', body: () => ({ mic_on: false }) },
  'hand.raise': { level: 'admitted' },
  'hand.lower': { level: 'admitted' },
  'chat.send': { level: 'admitted', body: () => ({ text: 'matrix' }) },
  'rtc.signal': { level: 'admitted', body: ({ target }) => ({ to: target, data: { t: 'probe' } }) },
  signal: { level: 'admitted', body: ({ target }) => ({ to: target, data: { t: 'probe' } }) },
  'cohost.respond': { level: 'admitted', body: () => ({ accept: false }) },
  'media.ask.reply': { level: 'admitted', body: ({ target }) => ({ to: target, kind: 'mic', accept: false }) },
  'broadcast.sync': { level: 'admitted' },
  'hls.grant': { level: 'admitted' },
  'reaction.send': { level: 'admitted', body: () => ({ emoji: '👍' }) },
  'waiting_room.set': { level: 'moderator', body: () => ({ enabled: true }) },
  'lock.set': { level: 'moderator', body: () => ({ locked: false }) },
  admit: { level: 'moderator', body: ({ waiter }) => ({ to: waiter }) },
  deny: { level: 'moderator', body: ({ waiter }) => ({ to: waiter }) },
  'presenter.set': { level: 'moderator', body: ({ target }) => ({ to: target, on: false }) },
  'interpreter.set': { level: 'moderator', body: ({ target }) => ({ to: target, on: false }) },
  'backstage.set': { level: 'moderator', body: ({ target }) => ({ to: target, on: false }) },
  'pin.set': { level: 'moderator', body: ({ target }) => ({ to: target, on: true }) },
  mute_all: { level: 'moderator', body: () => ({ view: 'center' }) },
  'cameras.stop': { level: 'moderator' },
  'media.stop': { level: 'moderator', body: ({ target }) => ({ to: target, kind: 'mic' }) },
  'media.deny': { level: 'moderator', body: ({ target }) => ({ to: target, kind: 'camera', denied: false }) },
  'media.ask': { level: 'moderator', body: ({ target }) => ({ to: target, kind: 'video' }) },
  'room.export': { level: 'moderator' },
  'broadcast.command': { level: 'moderator', body: () => ({ action: 'record.stop' }) },
  'broadcast.targets': { level: 'moderator' },
  'cohost.offer': { level: 'host', body: ({ target }) => ({ to: target }) },
  'cohost.revoke': { level: 'host', body: ({ target }) => ({ to: target }) },
  remove: { level: 'moderator', body: ({ target }) => ({ to: target }) },
  block: { level: 'moderator', body: ({ target }) => ({ to: target }) },
  'mode.set': { level: 'host', body: () => ({ mode: 'meeting' }) },
  'room.end': { level: 'host' },
  // Last: it gives the actor's place up.
  'room.leave': { level: 'anyone' },
};

const RANK: Record<Actor, number> = { another: 0, participant: 1, moderator: 2, host: 3 };
const NEEDS: Record<Level, number> = { anyone: 0, admitted: 1, moderator: 2, host: 3 };

/** The answer the table promises `actor` for `command`. */
export function expectedAnswer(actor: Actor, level: Level): Answer {
  if (RANK[actor] >= NEEDS[level]) return 'allowed';
  return actor === 'another' ? 'not_admitted' : 'permission_denied';
}
