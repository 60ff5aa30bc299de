import { ORIGINAL_CHANNEL } from '@platform/shared-api';

/** What the player says of an HLS audio rendition (hls.js MediaPlaylist: `lang` from LANGUAGE, `default` from DEFAULT). */
export interface AudioRendition {
  lang?: string;
  default: boolean;
}

/** The interpretation languages the stream carries a rendition for (issue 13): those with a LANGUAGE. */
export function renditionLanguages(tracks: readonly AudioRendition[]): string[] {
  return [...new Set(tracks.flatMap((t) => (t.lang ? [t.lang] : [])))];
}

/**
 * Which audio rendition plays for a listener's channel: the one in that language, or for Original (or
 * a language the stream has none of) the default one, the floor. -1 while the player knows none.
 */
export function audioTrackFor(tracks: readonly AudioRendition[], channel: string): number {
  const language = channel === ORIGINAL_CHANNEL ? -1 : tracks.findIndex((t) => t.lang === channel);
  if (language >= 0) return language;
  const floor = tracks.findIndex((t) => t.default && !t.lang);
  return floor >= 0 ? floor : tracks.findIndex((t) => !t.lang);
}
