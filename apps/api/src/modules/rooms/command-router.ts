import type { RoomAck, RoomCommandOf, RoomCommandType, RoomError } from '@platform/contracts';
import { commandCheck } from './sockets/command-check';
import type { MessageContext, MessageDispatcher } from './sockets/dispatcher';
import type { RoomMember } from './sockets/room-registry';
import type { RoomFanOut } from './fan-out';
import { Refused } from './refusals';
import type { Participant, Room } from './room-state';
import { checkCommand, type Command, type RoomRole } from './rules';

/** What a handler may put in its ack besides `command` and `ref`. */
export type AckBody = Omit<RoomAck, 'type' | 'command' | 'ref'>;
export type CommandHandler<T extends RoomCommandType> = (
  room: Room,
  self: Participant,
  message: RoomCommandOf<T>,
  context: MessageContext<RoomMember>,
) => AckBody | void | Promise<AckBody | void>;

/**
 * Registers room commands on the signal dispatcher: each message is checked against its contract
 * schema first (a malformed one changes nothing and gets `invalid_input` naming the field), then the
 * handler runs for an admitted participant; a `ref` gets an `ack` or the refusal's `error`.
 */
export class CommandRouter {
  constructor(
    private readonly dispatcher: MessageDispatcher<RoomMember>,
    private readonly load: (alias: string) => Promise<Room>,
  ) {}

  on<T extends RoomCommandType>(type: T, handler: CommandHandler<T>, admittedOnly = true): this {
    const invalid = commandCheck(type);
    this.dispatcher.on(type, async (context, raw) => {
      const problem = invalid(raw);
      if (problem) return context.connection.send(problem);
      const message = raw as RoomCommandOf<T>;
      const room = await this.load(context.member.alias);
      const self = room.participants.get(context.member.memberId);
      const ref = message.ref !== undefined ? { ref: message.ref } : {};
      try {
        if (!self && admittedOnly) throw new Refused('not_admitted');
        const result = await handler(room, self!, message, context);
        if (message.ref !== undefined) context.connection.send({ type: 'ack', command: type, ...result, ...ref } satisfies RoomAck);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        const frame: RoomError = {
          type: 'error',
          command: type,
          code: error.code,
          message: error.message,
          ...(error.field && { field: error.field }),
          ...error.detail,
          ...ref,
        };
        context.connection.send(frame);
      }
    });
    return this;
  }
}

export function check(self: Participant, command: Command, target?: Participant | null) {
  const refusal = checkCommand(self, command, target);
  if (refusal) throw new Refused(refusal);
}

/** The participant a command names, after the permission check. */
export function target(room: Room, self: Participant, command: Command, id: string): Participant {
  check(self, command);
  const found = room.participants.get(id);
  if (!found) throw new Refused('member_not_found');
  check(self, command, found);
  return found;
}

/** Changes of a participant that everyone sees (in sequence). */
export class ParticipantChanges {
  constructor(private readonly fanOut: RoomFanOut) {}

  update(room: Room, participant: Participant, change: (p: Participant) => void) {
    change(participant);
    this.fanOut.publishParticipant(room, participant, 'participant.updated');
  }

  setRole(room: Room, participant: Participant, role: RoomRole, on: boolean) {
    this.update(room, participant, (p) => {
      p.roles = on ? [...new Set([...p.roles, role])] : p.roles.filter((r) => r !== role);
    });
  }

  lowerHand(room: Room, participant: Participant) {
    this.update(room, participant, (p) => {
      p.flags.handRaised = false;
      p.handRaisedAt = null;
    });
  }

  /** Turns someone's mic or camera off, in the state and on their device. */
  forceOff(room: Room, participant: Participant, kind: 'mic' | 'camera') {
    this.update(room, participant, (p) => {
      if (kind === 'mic') p.flags.micOn = false;
      else p.flags.cameraOn = false;
    });
    this.fanOut.sendTo(room, participant.id, { type: 'media.force', [kind]: false });
  }
}
