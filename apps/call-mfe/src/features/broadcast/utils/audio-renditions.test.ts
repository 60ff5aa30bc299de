import { describe, expect, it } from 'vitest';
import { audioTrackFor, renditionLanguages } from './audio-renditions';

describe('the HLS audience picks an audio rendition', () => {
  // As hls.js lists ffmpeg's master playlist: Original (DEFAULT=YES, no LANGUAGE), then one per language.
  const tracks = [{ default: true }, { lang: 'vi', default: false }, { lang: 'ja', default: false }];

  it('offers the languages that have a rendition', () => {
    expect(renditionLanguages(tracks)).toEqual(['vi', 'ja']);
    expect(renditionLanguages([{ default: true }])).toEqual([]);
  });

  it('plays the chosen language, and the default rendition for Original or a language the stream lacks', () => {
    expect(audioTrackFor(tracks, 'vi')).toBe(1);
    expect(audioTrackFor(tracks, 'ja')).toBe(2);
    expect(audioTrackFor(tracks, 'original')).toBe(0);
    expect(audioTrackFor(tracks, 'fr')).toBe(0);
    expect(audioTrackFor([], 'vi')).toBe(-1);
  });
});
