import { describe, expect, it } from 'vitest';
import { compositeMode } from './composite-mode';

const mode = (query: string) => compositeMode(new URLSearchParams(query));

describe('composite page mode', () => {
  it('is the embedded worker with only a ticket, and a LiveKit template when the egress adds url and token', () => {
    expect(mode('ticket=t1')).toEqual({ kind: 'worker', ticket: 't1' });
    expect(mode('ticket=t1&layout=speaker&url=wss%3A%2F%2Flk.example&token=jwt')).toEqual({
      kind: 'template',
      ticket: 't1',
      livekit: { url: 'wss://lk.example', token: 'jwt' },
    });
    expect(mode('ticket=t1&url=http%3A%2F%2F127.0.0.1%3A7880&token=jwt').kind).toBe('template');
  });

  it('refuses without a ticket, and half or malformed template requests', () => {
    expect(mode('')).toEqual({ kind: 'refused' });
    expect(mode('url=wss%3A%2F%2Flk.example&token=jwt')).toEqual({ kind: 'refused' });
    expect(mode('ticket=t1&url=wss%3A%2F%2Flk.example')).toEqual({ kind: 'refused' });
    expect(mode('ticket=t1&token=jwt')).toEqual({ kind: 'refused' });
    expect(mode('ticket=t1&url=javascript%3Aalert(1)&token=jwt')).toEqual({ kind: 'refused' });
    expect(mode('ticket=t1&url=not-a-url&token=jwt')).toEqual({ kind: 'refused' });
  });
});
