import type { RoomCommandOf } from '@platform/contracts';
import { type CommandRouter, type ParticipantChanges, target } from './command-router';
import type { RoomFanOut } from './fan-out';
import type { RoomPresence } from './presence';
import { Refused } from './refusals';
import type { Participant, Room } from './room-state';
import { canEnable, canRaiseHand, mayExchangeMedia } from './rules';

/**
 * What a participant does about themselves: sync, leave, their mic and camera, their hand, and the
 * WebRTC signalling relayed to another admitted participant.
 */
export function registerParticipantCommands(
  router: CommandRouter,
  parts: { fanOut: RoomFanOut; presence: RoomPresence; changes: ParticipantChanges },
) {
  const { fanOut, presence, changes } = parts;

  router
    .on(
      'room.sync',
      (room, self, _m, { member, connection }) => {
        if (self) return fanOut.sendSnapshot(room, self.id, connection);
        const waiter = room.waiting.get(member.memberId);
        if (waiter) fanOut.sendState(room, waiter.id, waiter.state, connection);
      },
      false,
    )
    .on('room.leave', (room, _self, _m, { member }) => presence.leave(room, member.memberId), false)
    .on('self.update', (room, self, message) => selfUpdate(changes, room, self, message))
    .on('hand.raise', (room, self) => {
      const refusal = canRaiseHand(self);
      if (refusal) throw new Refused(refusal);
      if (!self.flags.handRaised)
        changes.update(room, self, (p) => {
          p.flags.handRaised = true;
          p.handRaisedAt = Date.now();
        });
    })
    .on('hand.lower', (room, self, message) => {
      const who = message.to && message.to !== self.id ? target(room, self, 'hand.lower_other', message.to) : self;
      changes.lowerHand(room, who);
    })
    // The broadcast's recorder (not a participant) answers the media links peers open to it.
    .on(
      'rtc.signal',
      (room, self, message, { member }) => {
        const from = self ?? (room.recorders.has(member.memberId) ? 'recorder' : null);
        if (!from) throw new Refused('not_admitted');
        relay(fanOut, room, from, member.memberId, message.to, { type: 'rtc.signal', from: member.memberId, data: message.data ?? null });
      },
      false,
    )
    .on('signal', (room, self, message) =>
      relay(fanOut, room, self, self.id, message.to, { type: 'signal', from: self.id, data: message.data ?? null }),
    );
}

function selfUpdate(changes: ParticipantChanges, room: Room, self: Participant, message: RoomCommandOf<'self.update'>) {
  if (message.mic_on === true) {
    const r = canEnable(self, 'mic');
    if (r) throw new Refused(r);
  }
  if (message.camera_on === true) {
    const r = canEnable(self, 'camera');
    if (r) throw new Refused(r);
  }
  changes.update(room, self, (p) => {
    if (message.has_mic !== undefined) p.flags.hasMic = message.has_mic;
    if (message.mic_on !== undefined) p.flags.micOn = message.mic_on && p.flags.hasMic;
    if (message.camera_on !== undefined) p.flags.cameraOn = message.camera_on;
    if (!p.flags.hasMic) p.flags.micOn = false;
  });
}

/**
 * Signalling goes only between connected admitted participants and the broadcast's recorders; in a
 * room with an audience only between people on stage (and to the recorders): the audience gets no media links.
 */
function relay(
  fanOut: RoomFanOut,
  room: Room,
  from: Participant | 'recorder',
  fromId: string,
  to: string,
  frame: { type: 'rtc.signal' | 'signal'; from: string; data: unknown },
) {
  const target = room.participants.get(to) ?? (room.recorders.has(to) ? 'recorder' : null);
  if (!target || !room.sockets.has(to) || to === fromId) throw new Refused('member_not_found');
  if (!mayExchangeMedia(room.mode, from, target)) throw new Refused('not_on_stage');
  fanOut.sendTo(room, to, frame);
}
