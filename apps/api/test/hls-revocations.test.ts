import { existsSync, mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HlsRevocations, revokedFolder } from '../src/modules/broadcast/hls-revocations';
import { VIEWER_GRANT_TTL_SECONDS } from '../src/modules/broadcast/viewer-grants';

const seat = (identity: string) => ({ identity, name: identity, canPublish: false, sources: [] });
const quiet = { warn: () => undefined };

/** What nginx checks (hls-grants.conf): the marker of a member who left, under the shared HLS folder. */
function setUp(now = () => Date.now()) {
  const hls = mkdtempSync(path.join(tmpdir(), 'hls-revoked-'));
  const revocations = new HlsRevocations(() => hls, quiet, now);
  const marker = (alias: string, member: string) => path.join(revokedFolder(hls, alias), member);
  return { hls, revocations, marker };
}

describe('HLS revocations (playlists served by nginx refuse a member who left)', () => {
  it('marks a member who leaves, for any reason, and only in their room', async () => {
    const { revocations, marker } = setUp();
    for (const [member, reason] of [
      ['m-left', 'left'],
      ['m-removed', 'removed'],
      ['m-blocked', 'blocked'],
    ] as const)
      revocations.gone('room-a', member, reason);
    await revocations.revoke('room-a', 'm-timeout');
    // `gone` writes in the background (each member's changes in turn, members side by side).
    for (const member of ['m-left', 'm-removed', 'm-blocked', 'm-timeout'])
      await expect.poll(() => existsSync(marker('room-a', member)), { timeout: 5_000 }).toBe(true);
    expect(existsSync(marker('room-b', 'm-left'))).toBe(false);
  });

  it('clears the marker when the same member is admitted again, even right after their leave', async () => {
    const { revocations, marker } = setUp();
    revocations.gone('room-a', 'back', 'timeout');
    revocations.changed('room-a', seat('back'));
    await revocations.clear('room-a', 'back'); // waits for the changes queued before it
    expect(existsSync(marker('room-a', 'back'))).toBe(false);
  });

  it('never writes outside its folder for a name that is not a member id', async () => {
    const { hls, revocations } = setUp();
    await revocations.revoke('room-a', '../../escape');
    await revocations.revoke('../x', 'member');
    expect(existsSync(path.join(hls, '.revoked'))).toBe(false);
  });

  it('sweeps markers older than any grant given before the leave, keeps newer ones', async () => {
    let now = Date.now();
    const { revocations, marker } = setUp(() => now);
    await revocations.revoke('room-a', 'old');
    await revocations.revoke('room-a', 'new');
    const old = new Date(now - (VIEWER_GRANT_TTL_SECONDS + 61) * 1000);
    utimesSync(marker('room-a', 'old'), old, old);
    now += 1000;
    await revocations.sweep();
    expect(existsSync(marker('room-a', 'old'))).toBe(false);
    expect(existsSync(marker('room-a', 'new'))).toBe(true);
  });
});
