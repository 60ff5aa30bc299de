/** The systems the Get the app page explains, in the order it lists them. */
export const PLATFORMS = ['windows', 'macos', 'android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Which system this browser runs on, from its user agent; iPadOS passes for a Mac but has a touch screen.
 * Null when it is none of the four (Linux, ChromeOS...): the page then lists all four alike.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform | null {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  if (/Macintosh|Mac OS X/.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'macos';
  if (/Windows/.test(userAgent)) return 'windows';
  return null;
}

/** This device's system first, the others after it. */
export function platformsFor(current: Platform | null): Platform[] {
  return current ? [current, ...PLATFORMS.filter((platform) => platform !== current)] : [...PLATFORMS];
}
