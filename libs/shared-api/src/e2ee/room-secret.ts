import type { EventMode } from '@platform/contracts';
import { isEndToEndRoom } from '../signal/stage';

/**
 * The secret of an end-to-end room (issue 26): made by the host's browser, carried to guests in the
 * invite link's `#fragment` (browsers never send a fragment to any server), kept in this browser only.
 * The call derives its LiveKit E2EE key and its safety code from it; no request ever carries it.
 */

/** `https://…/j/<alias>#e2e=<secret>` */
export const ROOM_SECRET_FRAGMENT = 'e2e';
/** One stored map alias -> secret; it belongs to the browser, like device choices, so logout keeps it. */
export const ROOM_SECRETS_KEY = 'call.e2eeSecrets';

/** 128 random bits, base64url: what a host's browser makes (22 characters). */
export function newRoomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A secret as the product makes them: base64url, 22 to 86 characters (128 to 512 bits). */
export const isRoomSecret = (value: string): boolean => /^[A-Za-z0-9_-]{22,86}$/.test(value);

/** The secret in a URL fragment (`#e2e=…`, with or without the `#`), or null. */
export function secretFromFragment(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(ROOM_SECRET_FRAGMENT)?.trim() ?? '';
  return isRoomSecret(value) ? value : null;
}

/** What someone pasted into the secret field: the whole invite link or the secret alone. */
export function secretFromInput(text: string): string | null {
  const value = text.trim();
  if (isRoomSecret(value)) return value;
  const hash = value.indexOf('#');
  return hash >= 0 ? secretFromFragment(value.slice(hash)) : null;
}

/** The invite link that carries the secret to whoever opens it. */
export const inviteLinkWithSecret = (link: string, secret: string): string => `${link.split('#')[0]}#${ROOM_SECRET_FRAGMENT}=${secret}`;

function readAll(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(ROOM_SECRETS_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, string>): void {
  try {
    localStorage.setItem(ROOM_SECRETS_KEY, JSON.stringify(all));
  } catch {
    // Storage refused (private mode, quota): the secret lives for this page only.
  }
}

/** The secret this browser holds for a room, or null. */
export function loadRoomSecret(alias: string): string | null {
  const value = readAll()[alias];
  return typeof value === 'string' && isRoomSecret(value) ? value : null;
}

export function saveRoomSecret(alias: string, secret: string): void {
  writeAll({ ...readAll(), [alias]: secret });
}

export function forgetRoomSecret(alias: string): void {
  const { [alias]: _gone, ...rest } = readAll();
  writeAll(rest);
}

/** The host's secret for their room: the one this browser holds, else a new one, kept from now on. */
export function hostRoomSecret(alias: string): string {
  const known = loadRoomSecret(alias);
  if (known) return known;
  const made = newRoomSecret();
  saveRoomSecret(alias, made);
  return made;
}

/**
 * Reads a secret from the page's fragment into the store for this room, then takes it out of the address
 * bar (a screen share or a screenshot must not show it). Returns the secret now known for the room.
 */
export function adoptFragmentSecret(
  alias: string,
  location: Pick<Location, 'hash' | 'pathname' | 'search'> = globalThis.location,
): string | null {
  const fromLink = secretFromFragment(location.hash ?? '');
  if (fromLink) {
    saveRoomSecret(alias, fromLink);
    try {
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    } catch {
      // No history (tests): the fragment stays, which is harmless.
    }
  }
  return fromLink ?? loadRoomSecret(alias);
}

/**
 * The secret an event's shared links carry: for an end-to-end event, the host's (made on first share) or the
 * one a guest holds; null for other events or when this browser has none.
 */
export function eventRoomSecret(event: { alias: string; mode: EventMode }, isHost: boolean): string | null {
  if (!isEndToEndRoom(event.mode)) return null;
  return isHost ? hostRoomSecret(event.alias) : loadRoomSecret(event.alias);
}

/** The link a person shares for an event: for an end-to-end event, with the room's secret in its fragment. */
export function shareableInviteLink(event: { alias: string; mode: EventMode; invite_link: string }, isHost: boolean): string {
  const secret = eventRoomSecret(event, isHost);
  return secret ? inviteLinkWithSecret(event.invite_link, secret) : event.invite_link;
}
