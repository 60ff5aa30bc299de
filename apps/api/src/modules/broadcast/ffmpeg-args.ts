/**
 * ffmpeg command lines for each broadcast output, built as pure functions (unit-tested) so the
 * worker only spawns them. The composite page sends WebM (H.264/Opus) on stdin; the outputs are
 * H.264/AAC, which every player, RTMP ingest and HLS client takes.
 */
/** HLS segment length in seconds (1-2 s keeps the live delay low; the next issue serves them). */
export const HLS_SEGMENT_SECONDS = 1;
/** Segments kept in the rolling live playlist (older ones are deleted). */
export const HLS_LIST_SIZE = 6;
export const HLS_PLAYLIST = 'index.m3u8';

const quiet = ['-hide_banner', '-loglevel', 'error', '-nostats'];

/**
 * The composite page's MediaRecorder already encodes H.264 (720p30, a keyframe each second), so
 * video is copied, never re-encoded: on a shared 2-core machine a second x264 encode per output
 * starved everything. Only Opus becomes AAC (MP4, FLV and HLS players need it).
 */
function encode(): string[] {
  return ['-c:v', 'copy', '-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2'];
}

const webmInput = ['-fflags', '+genpts', '-f', 'webm', '-i', 'pipe:0'];

/**
 * The recording while it runs: Matroska survives a killed process (an MP4 without its index would
 * not), and is remuxed to MP4 with faststart when the host stops.
 */
export function recordingArgs(mkvPath: string): string[] {
  return [...quiet, ...webmInput, ...encode(), '-f', 'matroska', '-y', mkvPath];
}

/** The finished recording: same streams, index in front so browsers play it before it has downloaded. */
export function remuxArgs(mkvPath: string, mp4Path: string): string[] {
  return [...quiet, '-i', mkvPath, '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', '-y', mp4Path];
}

/** The HLS muxer of every live output: a rolling window of MPEG-TS segments with wall-clock times (EXT-X-PROGRAM-DATE-TIME). */
const hlsMuxer = [
  '-f',
  'hls',
  '-hls_time',
  String(HLS_SEGMENT_SECONDS),
  '-hls_list_size',
  String(HLS_LIST_SIZE),
  '-hls_flags',
  'program_date_time+delete_segments+independent_segments',
  '-hls_segment_type',
  'mpegts',
];

export interface LiveOutputs {
  /** Folder for HLS segments and the rolling playlist, or null for no HLS. */
  hlsDir: string | null;
  /** Whether RTMP targets take the encoded stream from stdout (MPEG-TS, relayed per target). */
  relay: boolean;
}

/**
 * A livestream encoder of the original mix: HLS (rolling playlist with EXT-X-PROGRAM-DATE-TIME; the
 * stream before any interpretation language) and/or MPEG-TS on stdout that one relay per stream
 * target copies to RTMP, so a target that refuses the stream fails alone. LiveOutput runs the two as
 * separate processes, so rebuilding the HLS renditions never interrupts the targets.
 */
export function liveEncoderArgs(outputs: LiveOutputs): string[] {
  if (!outputs.hlsDir && !outputs.relay) throw new Error('A livestream needs HLS or at least one stream target');
  const args = [...quiet, ...webmInput];
  if (outputs.hlsDir) {
    args.push(...encode(), ...hlsMuxer, '-hls_segment_filename', `${outputs.hlsDir}/segment-%05d.ts`, `${outputs.hlsDir}/${HLS_PLAYLIST}`);
  }
  if (outputs.relay) args.push(...encode(), '-f', 'mpegts', 'pipe:1');
  return args;
}

/** One stream target: copies the encoded MPEG-TS from stdin to its RTMP(S) ingest as FLV. */
export function rtmpRelayArgs(url: string): string[] {
  // A short probe: with ffmpeg's defaults (5 MB / 5 s) a low-motion stream reached RTMP only after ~20 s.
  return [
    ...quiet,
    '-probesize',
    '65536',
    '-analyzeduration',
    '1000000',
    '-f',
    'mpegts',
    '-i',
    'pipe:0',
    '-c',
    'copy',
    '-bsf:a',
    'aac_adtstoasc',
    '-f',
    'flv',
    '-rtmp_live',
    'live',
    url,
  ];
}

/** The ingest URL of a stream target: server URL and stream key joined by one slash. */
export function streamTargetUrl(serverUrl: string, streamKey: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${streamKey}`;
}

/** Duration of a media file in seconds (ffprobe, JSON on stdout). */
export function probeArgs(path: string): string[] {
  return ['-v', 'error', '-show_entries', 'format=duration,size', '-of', 'json', path];
}

/** One interpretation channel of the HLS output: its language and when its mix starts on the video's timeline. */
export interface HlsLanguage {
  language: string;
  /** Seconds after the video input's first frame at which this mix's first sample plays. */
  offsetSeconds: number;
}

/** A rebuilt HLS output's master playlist: each build has its own names, so players reload and caches never mix them. */
export const masterPlaylistName = (generation: number) => `g${generation}-master.m3u8`;

/**
 * The HLS output with one audio rendition per interpretation language (issue 13): the video variant
 * (copied) refers to an audio group holding Original (the floor, default) and each language's mix,
 * read from stdio pipes 3, 4, ... (audio-only WebM from the composite page). ffmpeg writes a master
 * playlist (EXT-X-MEDIA TYPE=AUDIO with LANGUAGE per rendition) beside one playlist per variant.
 */
export function hlsRenditionsArgs(hlsDir: string, generation: number, languages: HlsLanguage[]): string[] {
  const inputs = languages.flatMap((l, i) => ['-itsoffset', l.offsetSeconds.toFixed(3), '-f', 'webm', '-i', `pipe:${3 + i}`]);
  const maps = ['-map', '0:v', '-map', '0:a', ...languages.flatMap((_l, i) => ['-map', `${i + 1}:a`])];
  const variants = [
    'v:0,agroup:audio,name:video',
    'a:0,agroup:audio,name:original,default:yes',
    ...languages.map((l, i) => `a:${i + 1},agroup:audio,language:${l.language},name:${l.language}`),
  ];
  const prefix = `${hlsDir}/g${generation}`;
  return [
    ...quiet,
    ...webmInput,
    ...inputs,
    ...maps,
    ...encode(),
    ...hlsMuxer,
    '-master_pl_name',
    masterPlaylistName(generation),
    '-var_stream_map',
    variants.join(' '),
    '-hls_segment_filename',
    `${prefix}-%v-%05d.ts`,
    `${prefix}-%v.m3u8`,
  ];
}
