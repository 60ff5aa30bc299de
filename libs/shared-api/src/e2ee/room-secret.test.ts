import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalSession } from '../session/storage';
import {
  adoptFragmentSecret,
  forgetRoomSecret,
  shareableInviteLink,
  hostRoomSecret,
  inviteLinkWithSecret,
  isRoomSecret,
  loadRoomSecret,
  newRoomSecret,
  secretFromFragment,
  secretFromInput,
} from './room-secret';

describe('the secret of an end-to-end room', () => {
  beforeEach(() => localStorage.clear());

  it('is 128 random bits in base64url, new each time', () => {
    const a = newRoomSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newRoomSecret()).not.toBe(a);
    expect(isRoomSecret('short')).toBe(false);
  });

  it('travels in the invite link fragment and is read back from the link or the bare secret', () => {
    const secret = newRoomSecret();
    const link = inviteLinkWithSecret('https://meet.example/j/abc#old', secret);
    expect(link).toBe(`https://meet.example/j/abc#e2e=${secret}`);
    expect(secretFromFragment(new URL(link).hash)).toBe(secret);
    expect(secretFromInput(`  ${link} `)).toBe(secret);
    expect(secretFromInput(secret)).toBe(secret);
    expect(secretFromInput('not a secret')).toBeNull();
    expect(secretFromFragment('#e2e=tooshort')).toBeNull();
  });

  it('the host keeps one secret per room; a guest adopts the link fragment and it leaves the address bar', () => {
    const mine = hostRoomSecret('room-a');
    expect(hostRoomSecret('room-a')).toBe(mine);
    expect(hostRoomSecret('room-b')).not.toBe(mine);
    forgetRoomSecret('room-a');
    expect(loadRoomSecret('room-a')).toBeNull();

    const theirs = newRoomSecret();
    history.replaceState(null, '', `/j/room-c?speaker=1#e2e=${theirs}`);
    expect(adoptFragmentSecret('room-c')).toBe(theirs);
    expect(location.hash).toBe('');
    expect(location.search).toBe('?speaker=1');
    expect(adoptFragmentSecret('room-c')).toBe(theirs);
  });

  it('survives logout, like the device choices: links already shared keep working', () => {
    const mine = hostRoomSecret('room-d');
    localStorage.setItem('account.tokenQ', 'token');
    clearLocalSession();
    expect(localStorage.getItem('account.tokenQ')).toBeNull();
    expect(loadRoomSecret('room-d')).toBe(mine);
  });

  it("an end-to-end event's shared link carries the host's secret; other events' links stay as they are", () => {
    const event = { alias: 'room-e', mode: 'endtoend' as const, invite_link: 'https://meet.example/j/room-e' };
    const shared = shareableInviteLink(event, true);
    expect(shared).toBe(`https://meet.example/j/room-e#e2e=${loadRoomSecret('room-e')}`);
    expect(shareableInviteLink(event, true)).toBe(shared);
    expect(shareableInviteLink({ ...event, mode: 'meeting' as const }, true)).toBe(event.invite_link);
    localStorage.clear();
    expect(shareableInviteLink(event, false)).toBe(event.invite_link);
  });
});
