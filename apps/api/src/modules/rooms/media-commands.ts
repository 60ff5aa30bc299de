import { check, type CommandRouter, type ParticipantChanges, target } from './command-router';
import type { RoomFanOut } from './fan-out';
import { Refused } from './refusals';
import type { Room } from './room-state';
import { canEnable, isHost, muteAllTargets } from './rules';

/**
 * Moderators and microphones and cameras: mute all, stop cameras, stop or deny one person's media,
 * and asking someone to turn theirs on. Only the person asked answers, and only about an open ask.
 */
export function registerMediaCommands(router: CommandRouter, parts: { fanOut: RoomFanOut; changes: ParticipantChanges }) {
  const { fanOut, changes } = parts;

  router
    .on('mute_all', (room, self, message) => {
      check(self, 'mute_all');
      const result = muteAllTargets(self, [...room.participants.values()], message.view ?? 'center');
      if ('refusal' in result) throw new Refused(result.refusal);
      for (const id of result.targets) changes.forceOff(room, room.participants.get(id)!, 'mic');
      return { muted: result.targets.length };
    })
    .on('cameras.stop', (room, self) => {
      check(self, 'cameras.stop');
      let stopped = 0;
      for (const p of room.participants.values()) {
        if (p.id === self.id || isHost(p) || !p.flags.cameraOn) continue;
        changes.forceOff(room, p, 'camera');
        stopped++;
      }
      return { stopped };
    })
    .on('media.stop', (room, self, message) => changes.forceOff(room, target(room, self, 'media.stop', message.to), message.kind))
    .on('media.deny', (room, self, message) => {
      const who = target(room, self, 'media.deny', message.to);
      const { kind, denied } = message;
      changes.update(room, who, (p) => {
        if (kind === 'mic') p.flags.micDenied = denied;
        else p.flags.cameraDenied = denied;
      });
      if (denied) changes.forceOff(room, who, kind);
    })
    .on('media.ask', (room, self, message) => {
      const who = target(room, self, 'media.ask', message.to);
      if (canEnable(who, message.kind === 'video' ? 'camera' : 'mic')) throw new Refused('media_denied');
      openAsk(room, who.id, self.id).add(message.kind);
      fanOut.sendTo(room, who.id, { type: 'media.ask', from: self.id, from_name: self.displayName, kind: message.kind });
    })
    .on('media.ask.reply', (room, self, message) => {
      const asker = room.participants.get(message.to);
      if (!asker) throw new Refused('member_not_found');
      const kinds = room.mediaAsks.get(self.id)?.get(asker.id);
      if (!kinds?.delete(message.kind)) throw new Refused('no_ask');
      if (!kinds.size) room.mediaAsks.get(self.id)!.delete(asker.id);
      fanOut.sendTo(room, asker.id, {
        type: 'media.ask.answer',
        from: self.id,
        from_name: self.displayName,
        kind: message.kind,
        accept: message.accept,
      });
    });
}

/** The kinds `asker` has asked `askedId` to turn on, still unanswered. */
function openAsk(room: Room, askedId: string, asker: string): Set<string> {
  const byAsker = room.mediaAsks.get(askedId) ?? new Map<string, Set<string>>();
  room.mediaAsks.set(askedId, byAsker);
  const kinds = byAsker.get(asker) ?? new Set<string>();
  byAsker.set(asker, kinds);
  return kinds;
}
