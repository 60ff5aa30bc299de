import { interpretationRefusal, type RoomCommandOf } from '@platform/contracts';
import type { RoomAdmission } from './admission';
import { check, type CommandRouter, type ParticipantChanges, target } from './command-router';
import type { RoomFanOut } from './fan-out';
import type { RoomPresence } from './presence';
import { Refused } from './refusals';
import type { Participant, Room } from './room-state';
import { canGoBackstage, canJoinStage, canSwitchMode, capacityFor, presentersAfterSwitch } from './rules';

interface HostParts {
  admission: RoomAdmission;
  presence: RoomPresence;
  fanOut: RoomFanOut;
  changes: ParticipantChanges;
  /** Marks the event over in the lists (the end time becomes now). */
  markEnded: (alias: string) => Promise<void>;
}

/**
 * The host's and co-hosts' commands (each checked by `rules.ts`): the waiting room and lock, admit,
 * deny, remove, block, co-hosts, presenters, interpreters, backstage, pins, the mode, ending the room.
 */
export function registerHostCommands(router: CommandRouter, parts: HostParts) {
  const { admission, presence, fanOut, changes } = parts;

  router
    .on('waiting_room.set', (room, self, message) => {
      check(self, 'waiting_room.set');
      room.waitingRoom = message.enabled;
      admission.keep(room);
      fanOut.publishRoom(room);
      if (!room.waitingRoom) admission.admitWaitingRoom(room);
      return { waiting_room: room.waitingRoom };
    })
    .on('lock.set', (room, self, message) => {
      check(self, 'lock.set');
      room.locked = message.locked;
      admission.keep(room);
      fanOut.publishRoom(room);
      return { locked: room.locked };
    })
    .on('admit', (room, self, message) => {
      check(self, 'admit');
      const ids = message.to === '*' ? [...room.waiting.keys()] : [message.to];
      for (const id of ids) {
        const waiter = room.waiting.get(id);
        if (!waiter) throw new Refused('member_not_found');
        if (room.participants.size >= capacityFor(room.mode)) throw new Refused('room_full');
        admission.admitWaiter(room, waiter);
      }
    })
    .on('deny', (room, self, message) => {
      check(self, 'deny');
      const waiter = room.waiting.get(message.to);
      if (!waiter) throw new Refused('member_not_found');
      admission.deny(room, waiter);
    })
    .on('remove', (room, self, message) => removeOrBlock(admission, room, self, message.to, false))
    .on('block', (room, self, message) => removeOrBlock(admission, room, self, message.to, true))
    .on('cohost.offer', (room, self, message) => {
      const who = target(room, self, 'cohost.offer', message.to);
      room.cohostOffers.set(who.id, self.id);
      fanOut.keepFlags(room, who);
      fanOut.sendTo(room, who.id, { type: 'cohost.offer', from: self.id, from_name: self.displayName });
    })
    .on('cohost.respond', (room, self, message) => {
      const from = room.cohostOffers.get(self.id);
      if (!from) throw new Refused('no_offer');
      room.cohostOffers.delete(self.id);
      fanOut.keepFlags(room, self);
      if (message.accept) {
        stageRoom(room, self, { roles: [...self.roles, 'cohost'] });
        changes.setRole(room, self, 'cohost', true);
      }
      fanOut.sendTo(room, from, { type: 'cohost.answer', from: self.id, from_name: self.displayName, accept: message.accept });
      // A new co-host sees the whole room, audience included.
      if (message.accept) fanOut.sendSnapshot(room, self.id);
    })
    .on('cohost.revoke', (room, self, message) => changes.setRole(room, target(room, self, 'cohost.revoke', message.to), 'cohost', false))
    .on('presenter.set', (room, self, message) => {
      // Making someone presenter is also how a raised hand is accepted onto the stage.
      const who = target(room, self, 'presenter.set', message.to);
      if (message.on) stageRoom(room, who, { roles: [...who.roles, 'presenter'] });
      changes.setRole(room, who, 'presenter', message.on);
      if (message.on && who.flags.handRaised) changes.lowerHand(room, who);
    })
    .on('interpreter.set', (room, self, message) => setInterpreter(changes, room, self, message))
    .on('backstage.set', (room, self, message) => {
      const who = target(room, self, 'backstage.set', message.to);
      if (message.on) {
        const refusal = canGoBackstage(who, [...room.participants.values()]);
        if (refusal) throw new Refused(refusal);
      } else stageRoom(room, who, { invisible: false });
      changes.update(room, who, (p) => {
        p.flags.invisible = message.on;
        if (message.on) {
          p.flags.handRaised = false;
          p.handRaisedAt = null;
        }
      });
    })
    .on('pin.set', (room, self, message) => {
      const who = target(room, self, 'pin.set', message.to);
      changes.update(room, who, (p) => {
        p.flags.pinned = message.on;
      });
    })
    .on('mode.set', (room, self, message) => switchMode(parts, room, self, message.mode))
    .on('room.end', async (room, self) => {
      check(self, 'room.end');
      presence.end(room);
      // The call is over either way; a failed write only leaves the planned end time in the lists.
      await parts.markEnded(room.alias).catch(() => undefined);
    });
}

/**
 * Makes someone interpreter for a language pair (or changes their pair), or takes the role away with
 * the pair. An interpreter's hand goes down: interpreting, they cannot raise it (spec §8).
 */
function setInterpreter(changes: ParticipantChanges, room: Room, self: Participant, message: RoomCommandOf<'interpreter.set'>) {
  const who = target(room, self, 'interpreter.set', message.to);
  if (!message.on) {
    changes.update(room, who, (p) => {
      p.roles = p.roles.filter((r) => r !== 'interpreter');
      p.interpretation = null;
    });
    return;
  }
  const languages = message.languages;
  if (!languages) throw new Refused('invalid_input', 'languages');
  const refusal = interpretationRefusal(languages);
  if (refusal) throw new Refused(refusal, 'languages');
  stageRoom(room, who, { roles: [...who.roles, 'interpreter'] });
  changes.update(room, who, (p) => {
    p.roles = [...new Set([...p.roles, 'interpreter' as const])];
    p.interpretation = { from: languages.from, to: languages.to };
    p.flags.handRaised = false;
    p.handRaisedAt = null;
  });
}

/** Refuses a change that would bring `who` on a stage already full (spec §9: the mesh carries 10). */
function stageRoom(room: Room, who: Participant, change: { roles?: Participant['roles']; invisible?: boolean }) {
  const after = { ...who, roles: change.roles ?? who.roles, flags: { ...who.flags, invisible: change.invisible ?? who.flags.invisible } };
  const refusal = canJoinStage(room.mode, who, [...room.participants.values()], after);
  if (refusal) throw new Refused(refusal);
}

function removeOrBlock(admission: RoomAdmission, room: Room, self: Participant, id: string, block: boolean) {
  const participant = room.participants.get(id);
  const waiter = room.waiting.get(id);
  check(self, block ? 'block' : 'remove', participant ?? null);
  if (!participant && !waiter) throw new Refused('member_not_found');
  admission.shutOutMember(room, (participant ?? waiter)!, block);
}

function switchMode({ fanOut, changes }: HostParts, room: Room, self: Participant, mode: RoomCommandOf<'mode.set'>['mode']) {
  check(self, 'mode.set');
  const refusal = canSwitchMode(mode, room.participants.size);
  if (refusal) throw new Refused(refusal);
  room.modeSwitching = true;
  fanOut.publishRoom(room);
  room.mode = mode;
  const ordered = [...room.participants.values()].sort((a, b) => a.joinOrder - b.joinOrder);
  const current = new Set(ordered.filter((p) => p.roles.includes('presenter')).map((p) => p.id));
  const next = presentersAfterSwitch(
    mode,
    ordered.map((p) => p.id),
    current,
  );
  for (const p of ordered) if (next.has(p.id) && !current.has(p.id)) changes.setRole(room, p, 'presenter', true);
  room.modeSwitching = false;
  fanOut.publishRoom(room);
  fanOut.seatsChanged(room);
  return { mode };
}
