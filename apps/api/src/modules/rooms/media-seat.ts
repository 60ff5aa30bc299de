import { STAGE_ROLES, type LeaveReason } from '@platform/contracts';
import type { MediaSeat, MediaSource } from '../call-config/service';
import type { SettingsKeeper } from './kept-settings';
import type { Participant, Room } from './room-state';
import { isMeetingMode } from './rules';

/**
 * Who a participant is on the media server: their identity and name, whether they may publish
 * (meeting rooms: everyone; otherwise the stage) and which sources (a microphone or camera the host
 * denied is left out). The one rule for the token and for what the media server is told later.
 */
export function mediaSeatOf(room: Room, p: Participant): MediaSeat {
  const canPublish = isMeetingMode(room.mode) || p.roles.some((r) => STAGE_ROLES.includes(r));
  const sources: MediaSource[] = canPublish
    ? [
        ...(p.flags.micDenied ? [] : ['microphone' as const]),
        ...(p.flags.cameraDenied ? [] : ['camera' as const]),
        'screen_share',
        'screen_share_audio',
      ]
    : [];
  return { identity: p.id, name: p.displayName, canPublish, sources };
}

/** Told when someone's media rights change or they leave the room, to hold the media server to the room. */
export interface MediaSeatObserver {
  changed(alias: string, seat: MediaSeat): void;
  gone(alias: string, identity: string, reason: LeaveReason): void;
  ended(alias: string): void;
}

/**
 * The fan-out's observer of media seats: keeps each seat where instances that do not hold the room read it
 * (several instances: `SettingsKeeper.admit`, so call config and LiveKit's webhook answer on any instance), and
 * tells the observers other modules registered (the media server's guard with LiveKit, the HLS revocations).
 */
export class MediaSeats implements MediaSeatObserver {
  readonly observers: MediaSeatObserver[] = [];

  constructor(private readonly keeper: Pick<SettingsKeeper, 'admit'>) {}

  changed(alias: string, seat: MediaSeat): void {
    this.keeper.admit(alias, seat.identity, seat);
    for (const observer of this.observers) observer.changed(alias, seat);
  }

  gone(alias: string, identity: string, reason: LeaveReason): void {
    for (const observer of this.observers) observer.gone(alias, identity, reason);
  }

  ended(alias: string): void {
    for (const observer of this.observers) observer.ended(alias);
  }
}
