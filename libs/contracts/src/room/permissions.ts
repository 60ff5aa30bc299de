import type { RoomRole } from '../enums';

/**
 * Who may do what in a room (issue 30): one rule for the server, which decides (`apps/api` rooms), and
 * the call page, which shows only what would be allowed and says why before sending. Pure functions on
 * the smallest shape each needs, so the server's participant and the client's both fit.
 */
export interface HasRoles {
  readonly id?: string;
  readonly roles: readonly RoomRole[];
}

export const isHost = (person: HasRoles): boolean => person.roles.includes('host');
export const isModerator = (person: HasRoles): boolean => person.roles.includes('host') || person.roles.includes('cohost');

/** Commands only moderators send; each is checked against the sender's roles (and its target) before it runs. */
export type ModeratorCommand =
  | 'waiting_room.set'
  | 'lock.set'
  | 'admit'
  | 'deny'
  | 'remove'
  | 'block'
  | 'cohost.offer'
  | 'cohost.revoke'
  | 'presenter.set'
  | 'interpreter.set'
  | 'backstage.set'
  | 'pin.set'
  | 'mute_all'
  | 'cameras.stop'
  | 'media.stop'
  | 'media.deny'
  | 'media.ask'
  | 'hand.lower_other'
  | 'mode.set'
  | 'room.end'
  | 'room.export';

/** Only the host: granting co-host, the room mode, ending for all. */
export const HOST_ONLY_COMMANDS: readonly ModeratorCommand[] = ['cohost.offer', 'cohost.revoke', 'mode.set', 'room.end'];

/**
 * May `sender` run `command` (on `target` when it names one)? The host may do everything; a co-host
 * everything but the host-only commands; nobody acts on the host, and a co-host not on another co-host.
 */
export function checkCommand(sender: HasRoles, command: ModeratorCommand, target?: HasRoles | null): 'permission_denied' | null {
  if (!isModerator(sender)) return 'permission_denied';
  if (HOST_ONLY_COMMANDS.includes(command) && !isHost(sender)) return 'permission_denied';
  if (target && target.id !== sender.id) {
    if (isHost(target)) return 'permission_denied';
    if (!isHost(sender) && target.roles.includes('cohost')) return 'permission_denied';
  }
  return null;
}

export type HandRefusal = 'no_microphone' | 'interpreting' | 'invisible';

/** Spec §6: a hand goes up unless there is no microphone, the person is interpreting, or invisible. */
export function canRaiseHand(person: HasRoles & { readonly hasMic: boolean; readonly invisible: boolean }): HandRefusal | null {
  if (!person.hasMic) return 'no_microphone';
  if (person.roles.includes('interpreter')) return 'interpreting';
  if (person.invisible) return 'invisible';
  return null;
}

/** A participant may turn on what the host has not denied. */
export function canEnable(
  person: { readonly micDenied: boolean; readonly cameraDenied: boolean },
  kind: 'mic' | 'camera',
): 'media_denied' | null {
  return (kind === 'mic' ? person.micDenied : person.cameraDenied) ? 'media_denied' : null;
}
