import type { RoomServerMessage } from '@platform/contracts';
import { commandCheck } from './command-check';
import { memberJson } from './room-registry';
import type { SignalHub } from './signal-hub';

/**
 * The base room protocol: keep-alive and who is connected. The peer-to-peer relay (`signal`,
 * `rtc.signal`) belongs to the room controller, which relays only between admitted participants.
 */
export function registerBaseProtocol(hub: SignalHub) {
  const invalidPing = commandCheck('ping');
  const invalidMembers = commandCheck('members');
  hub.dispatcher
    .on('ping', ({ connection }, message) => connection.send(invalidPing(message) ?? ({ type: 'pong' } satisfies RoomServerMessage)))
    .on('members', ({ connection, member }, message) => {
      const problem = invalidMembers(message);
      if (problem) return connection.send(problem);
      if (!hub.isAdmitted(member))
        return connection.send({
          type: 'error',
          command: 'members',
          code: 'not_admitted',
          message: 'You are not in the room yet.',
        } satisfies RoomServerMessage);
      connection.send({
        type: 'members',
        members: hub.rooms
          .members(member.alias)
          .filter((m) => hub.isAdmitted(m))
          .map(memberJson),
      } satisfies RoomServerMessage);
    });
}
