import { describe, expect, it } from 'vitest';
import { detectPlatform, platformsFor } from './platform';

describe('Get the app: which system this is', () => {
  it('tells the four systems apart, an iPad that says it is a Mac included', () => {
    expect(
      detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1'),
    ).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 5)).toBe(
      'ios',
    );
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 0)).toBe(
      'macos',
    );
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36 Edg/124.0')).toBe(
      'windows',
    );
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36')).toBeNull();
  });

  it("lists this device's system first", () => {
    expect(platformsFor('android')).toEqual(['android', 'windows', 'macos', 'ios']);
    expect(platformsFor(null)).toEqual(['windows', 'macos', 'android', 'ios']);
  });
});
