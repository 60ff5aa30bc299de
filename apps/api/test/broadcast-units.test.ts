import { describe, expect, it } from 'vitest';
import { liveEncoderArgs, recordingArgs, remuxArgs, rtmpRelayArgs, streamTargetUrl } from '../src/modules/broadcast/ffmpeg-args';
import {
  buildEgressRequest,
  startEgress,
  egressClientFor,
  EgressUnavailable,
  type EgressApi,
} from '../src/modules/broadcast/livekit-egress';
import { targetProblemOf } from '../src/modules/broadcast/target-errors';
import { WebmClock } from '../src/modules/broadcast/webm-clock';
import {
  elapsedMs,
  elapsedSeconds,
  initialWorkerState,
  nextWorkerState,
  TransitionRefused,
  type WorkerState,
} from '../src/modules/broadcast/worker-state';

const after = (value: string, args: string[]) => args[args.indexOf(value) + 1];

describe('broadcast worker state machine', () => {
  it('goes idle → starting → active → paused → active → stopping → idle, counting paused time out', () => {
    let s: WorkerState = initialWorkerState();
    s = nextWorkerState(s, { type: 'start' });
    expect(s.status).toBe('starting');
    s = nextWorkerState(s, { type: 'first_byte', at: 1_000 });
    expect(s).toMatchObject({ status: 'active', startedAt: 1_000 });
    s = nextWorkerState(s, { type: 'pause', at: 5_000 });
    expect(s.status).toBe('paused');
    expect(elapsedSeconds(s, 9_000)).toBe(4);
    s = nextWorkerState(s, { type: 'resume', at: 8_000 });
    expect(elapsedSeconds(s, 12_000)).toBe(8);
    s = nextWorkerState(s, { type: 'stop', reason: 'host_stopped' });
    expect(s).toMatchObject({ status: 'stopping', reason: 'host_stopped' });
    expect(nextWorkerState(s, { type: 'stopped' }).status).toBe('idle');
  });

  it('follows the media received, not when chunks arrived: late chunks do not hold it back, a slow page does not run it ahead, paused time excluded', () => {
    let s: WorkerState = nextWorkerState(initialWorkerState(), { type: 'start' });
    // The first chunk arrived at 5 s holding 1 s of media: the clock says 1 s.
    s = nextWorkerState(s, { type: 'first_byte', at: 4_000 });
    // At 6 s, 3 s of media had arrived (the first chunk was late): 3 s recorded, not 2.
    s = nextWorkerState(s, { type: 'media', at: 6_000, mediaMs: 3_000 });
    expect(elapsedMs(s, 6_000)).toBe(3_000);
    // A chunk delayed again within the window does not pull the clock back.
    s = nextWorkerState(s, { type: 'media', at: 8_000, mediaMs: 4_000 });
    expect(elapsedMs(s, 8_000)).toBe(5_000);
    s = nextWorkerState(s, { type: 'pause', at: 9_000 });
    // The page's last chunk before the pause lands while paused: media up to 5.5 s at 9.5 s.
    s = nextWorkerState(s, { type: 'media', at: 9_500, mediaMs: 5_500 });
    expect(elapsedMs(s, 9_500)).toBe(6_000);
    s = nextWorkerState(s, { type: 'resume', at: 12_000 });
    // A loaded page recorded slower than the wall clock (which says 8.5 s): once the window holds
    // only its media, the clock shows the 7 s the file has.
    s = nextWorkerState(s, { type: 'media', at: 14_500, mediaMs: 7_000 });
    expect(elapsedMs(s, 14_500)).toBe(7_000);
    // A chunk that comes 100 ms later than the last does not pull it back.
    s = nextWorkerState(s, { type: 'media', at: 15_500, mediaMs: 7_900 });
    expect(elapsedSeconds(s, 15_500)).toBe(8);
    // Stopped at 16 s: the time recorded stays 8.5 s while the file is finished.
    s = nextWorkerState(s, { type: 'stop', reason: 'host_stopped', at: 16_000 });
    expect(elapsedMs(s, 20_000)).toBe(8_500);
  });

  it('refuses commands that make no sense and fails from anywhere with its reason', () => {
    const idle = initialWorkerState();
    expect(() => nextWorkerState(idle, { type: 'pause', at: 0 })).toThrow(TransitionRefused);
    expect(() => nextWorkerState(idle, { type: 'stop', reason: 'host_stopped' })).toThrow(TransitionRefused);
    const starting = nextWorkerState(idle, { type: 'start' });
    expect(() => nextWorkerState(starting, { type: 'start' })).toThrow(TransitionRefused);
    expect(() => nextWorkerState(starting, { type: 'resume', at: 0 })).toThrow(TransitionRefused);
    const failed = nextWorkerState(starting, { type: 'fail', reason: 'worker_died' });
    expect(failed).toMatchObject({ status: 'failed', reason: 'worker_died' });
    expect(nextWorkerState(failed, { type: 'start' }).status).toBe('starting');
  });
});

/** EBML bytes: an ID (marker kept), a one-byte or unknown size, the body. */
const el = (id: number[], body: number[] | null, unknownSize = false) => [
  ...id,
  ...(unknownSize ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : [0x80 | body!.length]),
  ...(body ?? []),
];
const block = (track: number, relativeMs: number, payload = 20) =>
  el([0xa3], [0x80 | track, (relativeMs >> 8) & 0xff, relativeMs & 0xff, 0x80, ...Array(payload).fill(0x4e)]);
const cluster = (ms: number, ...blocks: number[][]) => [
  ...el([0x1f, 0x43, 0xb6, 0x75], null, true),
  ...el([0xe7], [ms >> 8, ms & 0xff]),
  ...blocks.flat(),
];

describe('the media time received (WebM as the composite page sends it)', () => {
  const stream = Buffer.from([
    ...el([0x1a, 0x45, 0xdf, 0xa3], [0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]),
    ...el([0x18, 0x53, 0x80, 0x67], null, true),
    ...el([0x15, 0x49, 0xa9, 0x66], el([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40])),
    ...el([0x16, 0x54, 0xae, 0x6b], Array(30).fill(0)),
    ...cluster(0, block(1, 0), block(2, 17), block(1, 990)),
    ...cluster(1000, block(1, 0), block(2, 5), block(1, 33, 100)),
    ...cluster(2000, block(2, 12)),
  ]);

  it('reads the latest block time in ms whatever the chunk boundaries', () => {
    for (const size of [1, 7, 64, stream.length]) {
      const clock = new WebmClock();
      let last: number | null = null;
      for (let i = 0; i < stream.length; i += size) last = clock.push(stream.subarray(i, i + size));
      expect(last).toBe(2_012);
    }
  });

  it('knows nothing before the first block and keeps the last time on bytes that are not WebM', () => {
    const clock = new WebmClock();
    expect(clock.push(stream.subarray(0, 40))).toBeNull();
    clock.push(stream.subarray(40));
    expect(clock.push(Buffer.from([0x00, 0x00, 0x00]))).toBe(2_012);
  });
});

describe('ffmpeg arguments per output', () => {
  it('records WebM from stdin to Matroska (H.264 copied, Opus to AAC) and remuxes to MP4 with faststart', () => {
    const rec = recordingArgs('/data/rec.mkv');
    expect(after('-i', rec)).toBe('pipe:0');
    expect(after('-c:v', rec)).toBe('copy');
    expect(after('-c:a', rec)).toBe('aac');
    expect(rec.at(-1)).toBe('/data/rec.mkv');
    const remux = remuxArgs('/data/rec.mkv', '/data/rec.mp4');
    expect(after('-c', remux)).toBe('copy');
    expect(after('-movflags', remux)).toBe('+faststart');
    expect(remux.at(-1)).toBe('/data/rec.mp4');
  });

  it('writes HLS with 1 s segments, a rolling playlist and program date time; relays MPEG-TS only with targets', () => {
    const hlsOnly = liveEncoderArgs({ hlsDir: '/data/hls/abc', relay: false });
    expect(after('-f', hlsOnly.slice(hlsOnly.indexOf('-i')))).toBe('hls');
    expect(Number(after('-hls_time', hlsOnly))).toBeGreaterThanOrEqual(1);
    expect(Number(after('-hls_time', hlsOnly))).toBeLessThanOrEqual(2);
    expect(after('-hls_flags', hlsOnly)).toBe('program_date_time+delete_segments+independent_segments');
    expect(hlsOnly.at(-1)).toBe('/data/hls/abc/index.m3u8');
    expect(hlsOnly).not.toContain('pipe:1');
    const both = liveEncoderArgs({ hlsDir: '/data/hls/abc', relay: true });
    expect(both.slice(-3)).toEqual(['-f', 'mpegts', 'pipe:1']);
    expect(() => liveEncoderArgs({ hlsDir: null, relay: false })).toThrow();
  });

  it('sends each stream target as FLV to its server URL plus key', () => {
    const url = streamTargetUrl('rtmp://live.example.com/app/', 'abcd-1234');
    expect(url).toBe('rtmp://live.example.com/app/abcd-1234');
    const relay = rtmpRelayArgs(url);
    expect(after('-f', relay.slice(relay.indexOf('-c')))).toBe('flv');
    expect(relay.at(-1)).toBe(url);
    expect(after('-c', relay)).toBe('copy');
  });

  it('tells a refused key from an unreachable server', () => {
    expect(targetProblemOf('rtmp://127.0.0.1:4999/live/x: Connection refused')).toBe('network');
    expect(targetProblemOf('[rtmp @ 0x1] Server error: Unauthorized\nError opening output')).toBe('check_stream_key');
    expect(targetProblemOf('av_interleaved_write_frame(): Broken pipe')).toBe('check_stream_key');
  });
});

describe('LiveKit egress requests', () => {
  const input = {
    roomName: 'abc123',
    templateUrl: 'https://meet.example.com/c/abc123/composite',
    recordingPath: 'recordings/abc123.mp4',
    rtmpUrls: ['rtmp://a.example/live/k1', 'rtmps://b.example/app/k2'],
    hlsPrefix: 'hls/abc123',
  };

  it('asks for a RoomComposite with the composite page as custom template and every chosen output', async () => {
    const calls: unknown[][] = [];
    const fake: EgressApi = {
      async startRoomCompositeEgress(...args: unknown[]) {
        calls.push(args);
        return { egressId: 'EG_1' } as never;
      },
      async stopEgress() {
        return {} as never;
      },
      async listEgress() {
        return [];
      },
    };
    expect(await startEgress(fake, input)).toBe('EG_1');
    const [room, output, options] = calls[0] as [string, any, any];
    expect(room).toBe('abc123');
    expect(options.customBaseUrl).toBe(input.templateUrl);
    expect(output.file.filepath).toBe('recordings/abc123.mp4');
    expect(output.stream.urls).toEqual(input.rtmpUrls);
    expect(output.segments.filenamePrefix).toBe('hls/abc123/segment');
    expect(output.segments.segmentDuration).toBe(1);
    const recordOnly = buildEgressRequest({ ...input, rtmpUrls: [], hlsPrefix: null });
    expect(recordOnly.output.stream).toBeUndefined();
    expect(() => buildEgressRequest({ ...input, recordingPath: null, rtmpUrls: [], hlsPrefix: null })).toThrow();
  });

  it('says the egress service is unreachable when LiveKit does not answer', async () => {
    const client = egressClientFor({ url: 'ws://127.0.0.1:4489', apiKey: 'key', apiSecret: 'secret-secret-secret-secret-secret' });
    await expect(startEgress(client, input)).rejects.toBeInstanceOf(EgressUnavailable);
    await expect(startEgress(client, input)).rejects.toThrow('could not be reached');
  });
});
