/**
 * How often the composite page's MediaRecorders hand over their WebM (ms). The livestream's slice is
 * short so ffmpeg receives each frame within a quarter second (the audience's delay and first frame);
 * the recording's needs no hurry. The API dates an output's first bytes back by its slice.
 * (Its own module, without schemas, so the composite page does not bundle them.)
 */
export const BROADCAST_SLICE_MS = { record: 1000, live: 250 } as const;
