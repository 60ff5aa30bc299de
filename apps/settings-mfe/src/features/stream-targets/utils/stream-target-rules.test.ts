import { describe, expect, it } from 'vitest';
import { isStreamUrl, validateStreamTarget } from './stream-target-rules';

describe('stream target form', () => {
  it('accepts rtmp, rtmps and srt ingest URLs only', () => {
    expect(isStreamUrl('rtmp://a.rtmp.youtube.com/live2')).toBe(true);
    expect(isStreamUrl('rtmps://live-api-s.facebook.com:443/rtmp/')).toBe(true);
    expect(isStreamUrl('srt://ingest.example.com:9000')).toBe(true);
    expect(isStreamUrl('https://youtube.com')).toBe(false);
    expect(isStreamUrl('youtube')).toBe(false);
  });

  it('asks to check the stream key when it has spaces or is too short', () => {
    const base = { name: 'YouTube', server_url: 'rtmp://a.rtmp.youtube.com/live2' };
    expect(validateStreamTarget({ ...base, stream_key: 'has space' }, false)).toEqual({ stream_key: { key: 'errors.streamKey' } });
    expect(validateStreamTarget({ ...base, stream_key: 'abc' }, false)).toEqual({ stream_key: { key: 'errors.streamKey' } });
    expect(validateStreamTarget({ ...base, stream_key: 'abcd-1234-efgh' }, false)).toEqual({});
  });

  it('needs a name, a URL and (when adding) a key; an edit may keep the stored key', () => {
    expect(validateStreamTarget({ name: '', server_url: 'ftp://x', stream_key: '' }, false)).toEqual({
      name: { key: 'validation.fillField' },
      server_url: { key: 'settings:streams.urlInvalid' },
      stream_key: { key: 'validation.fillField' },
    });
    expect(validateStreamTarget({ name: 'A', server_url: 'rtmp://h/app', stream_key: '' }, true)).toEqual({});
  });
});
