import { describe, expect, it } from 'vitest';
import { renewDelayMs, withGrant } from './viewer-grant';

describe('withGrant', () => {
  it('adds the grant to a playlist or segment URL', () => {
    expect(withGrant('https://x.test/broadcast/hls/room-1/index.m3u8', 'viewer=m1&expires=100&sig=s&md5=m')).toBe(
      'https://x.test/broadcast/hls/room-1/index.m3u8?viewer=m1&expires=100&sig=s&md5=m',
    );
  });

  it('replaces an older grant instead of adding a second one', () => {
    const old = 'https://x.test/broadcast/hls/r/segment-00001.ts?viewer=m1&expires=100&sig=old&md5=old';
    expect(withGrant(old, 'viewer=m1&expires=200&sig=new&md5=new')).toBe(
      'https://x.test/broadcast/hls/r/segment-00001.ts?viewer=m1&expires=200&sig=new&md5=new',
    );
  });

  it('leaves the URL alone without a grant', () => {
    expect(withGrant('https://x.test/a.m3u8', null)).toBe('https://x.test/a.m3u8');
  });
});

describe('renewDelayMs', () => {
  it('renews at half the remaining life, not sooner than 5 s', () => {
    expect(renewDelayMs(180_000, 0)).toBe(90_000);
    expect(renewDelayMs(4_000, 0)).toBe(5000);
    expect(renewDelayMs(-1, 0)).toBe(5000);
  });
});
