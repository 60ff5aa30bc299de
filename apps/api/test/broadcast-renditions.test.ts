import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mixedLanguages } from '../src/modules/broadcast/page-frames';
import { hlsRenditionsArgs, masterPlaylistName } from '../src/modules/broadcast/ffmpeg-args';
import { WebmCuts } from '../src/modules/broadcast/webm-cuts';
import { testMediaFile } from './test-media';

const after = (flag: string, args: string[]) => args[args.indexOf(flag) + 1];

describe('HLS audio renditions per interpretation language (issue 13)', () => {
  it('maps the video with an audio group of Original (default) and one rendition per language, read from pipes 3, 4, ...', () => {
    const args = hlsRenditionsArgs('/data/hls/abc', 4, [
      { language: 'vi', offsetSeconds: 0.25 },
      { language: 'ja', offsetSeconds: 0 },
    ]);
    expect(args.filter((a) => a.startsWith('pipe:'))).toEqual(['pipe:0', 'pipe:3', 'pipe:4']);
    expect(args[args.indexOf('pipe:3') - 5]).toBe('-itsoffset');
    expect(args[args.indexOf('pipe:3') - 4]).toBe('0.250');
    expect(args.join(' ')).toContain('-map 0:v -map 0:a -map 1:a -map 2:a');
    expect(after('-var_stream_map', args)).toBe(
      'v:0,agroup:audio,name:video a:0,agroup:audio,name:original,default:yes a:1,agroup:audio,language:vi,name:vi a:2,agroup:audio,language:ja,name:ja',
    );
    expect(after('-master_pl_name', args)).toBe(masterPlaylistName(4));
    expect(masterPlaylistName(4)).toBe('g4-master.m3u8');
    expect(after('-hls_segment_filename', args)).toBe('/data/hls/abc/g4-%v-%05d.ts');
    expect(args.at(-1)).toBe('/data/hls/abc/g4-%v.m3u8');
    expect(after('-c:v', args)).toBe('copy');
    expect(after('-c:a', args)).toBe('aac');
  });

  it("writes a master playlist with EXT-X-MEDIA TYPE=AUDIO and LANGUAGE on this machine's ffmpeg", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'renditions-'));
    const video = path.join(dir, 'v.mkv');
    testMediaFile({ seconds: 3, size: '160x120', tone: 'sine=f=500:sample_rate=48000', out: video });
    const vi = path.join(dir, 'vi.webm');
    testMediaFile({ seconds: 3, tone: 'sine=f=1500:sample_rate=48000', video: 'none', format: 'webm', out: vi });
    const args = hlsRenditionsArgs(dir, 1, [{ language: 'vi', offsetSeconds: 0 }]).map((a) =>
      a === 'pipe:0' ? video : a === 'pipe:3' ? vi : a,
    );
    execFileSync('ffmpeg', args);
    const master = readFileSync(path.join(dir, 'g1-master.m3u8'), 'utf8');
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",[^\n]*DEFAULT=YES,URI="g1-original.m3u8"/);
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",[^\n]*LANGUAGE="vi",URI="g1-vi.m3u8"/);
    expect(master).toMatch(/#EXT-X-STREAM-INF:[^\n]*AUDIO="group_audio"\ng1-video.m3u8/);
  });

  it("accepts the page's languages only as distinct interpretation languages", () => {
    expect(mixedLanguages(['vi', 'ja'])).toEqual(['vi', 'ja']);
    expect(mixedLanguages([])).toEqual([]);
    expect(mixedLanguages(['vi', 'vi'])).toBeNull();
    expect(mixedLanguages(['../x'])).toBeNull();
    expect(mixedLanguages('vi')).toBeNull();
    expect(mixedLanguages(Array(11).fill('vi'))).toBeNull();
  });
});

describe('joining a live WebM mid-stream', () => {
  it('keeps the header and the latest cluster, which ffmpeg decodes from its first frame at that media time', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cuts-'));
    const file = path.join(dir, 'live.mkv');
    testMediaFile({ seconds: 4, size: '160x120', tone: 'sine=f=500:sample_rate=48000', live: true, out: file });
    const webm = readFileSync(file);
    const cuts = new WebmCuts();
    expect(cuts.cluster()).toBeNull();
    // Odd chunk sizes: element headers split across chunks, as the page's slices arrive.
    const cut = Math.floor(webm.length * 0.6);
    for (let i = 0; i < cut; i += 977) cuts.push(webm.subarray(i, Math.min(i + 977, cut)));
    expect(cuts.header!.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(cuts.clusterMs).toBeGreaterThan(1000);
    const joined = path.join(dir, 'joined.mkv');
    writeFileSync(joined, Buffer.concat([cuts.header!, cuts.cluster()!, webm.subarray(cut)]));
    const probe = JSON.parse(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-count_frames',
        '-show_entries',
        'stream=codec_type,nb_read_frames',
        '-of',
        'json',
        joined,
      ]).toString(),
    );
    const videoFrames = Number(probe.streams.find((s: { codec_type: string }) => s.codec_type === 'video').nb_read_frames);
    // Everything from that cluster on (4 s at 30 fps in all), and no decoding error before it.
    expect(videoFrames).toBeGreaterThan(30);
    expect(videoFrames).toBeLessThan(120);
    const errors = execFileSync('ffmpeg', ['-v', 'error', '-i', joined, '-f', 'null', '-'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(errors).toBe('');
  });
});
