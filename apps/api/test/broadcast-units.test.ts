import { describe, expect, it } from 'vitest';
import { liveEncoderArgs, recordingArgs, remuxArgs, rtmpRelayArgs, streamTargetUrl } from '../src/modules/broadcast/ffmpeg-args';
import { buildEgressRequest, startEgress, egressClientFor, EgressUnavailable, type EgressApi } from '../src/modules/broadcast/livekit-egress';
import { targetProblemOf } from '../src/modules/broadcast/target-errors';
import { elapsedSeconds, initialWorkerState, nextWorkerState, TransitionRefused, type WorkerState } from '../src/modules/broadcast/worker-state';

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
    expect(after('-f', hlsOnly.slice(hlsOnly.indexOf('-i'))) ).toBe('hls');
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
    roomName: 'abc123', templateUrl: 'https://meet.example.com/c/abc123/composite',
    recordingPath: 'recordings/abc123.mp4', rtmpUrls: ['rtmp://a.example/live/k1', 'rtmps://b.example/app/k2'], hlsPrefix: 'hls/abc123',
  };

  it('asks for a RoomComposite with the composite page as custom template and every chosen output', async () => {
    const calls: unknown[][] = [];
    const fake: EgressApi = {
      async startRoomCompositeEgress(...args: unknown[]) { calls.push(args); return { egressId: 'EG_1' } as never; },
      async stopEgress() { return {} as never; },
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
