import { describe, expect, it } from 'vitest';
import { stageMediaOf, stagePathOf } from './stage-path';

describe('stagePathOf', () => {
  it('puts the stage in real time whatever the transport', () => {
    expect(stagePathOf(true, { transport: 'mesh' })).toBe('stage');
    expect(stagePathOf(true, { transport: 'livekit' })).toBe('stage');
  });

  it('lets the audience subscribe to the stage on LiveKit, with no HLS', () => {
    expect(stagePathOf(false, { transport: 'livekit' })).toBe('livekit-audience');
  });

  it('gives the audience the HLS stream with the mesh, and while the call config is still coming', () => {
    expect(stagePathOf(false, { transport: 'mesh' })).toBe('hls-audience');
    expect(stagePathOf(false, null)).toBe('hls-audience');
  });
});

describe('stageMediaOf', () => {
  const stage = ['host', 'presenter'];
  const recorders = ['recorder'];

  it('links the stage and the recorders and publishes when on stage', () => {
    expect(stageMediaOf('stage', stage, recorders)).toEqual({ path: 'stage', link: ['host', 'presenter', 'recorder'], publishes: true });
  });

  it('subscribes a LiveKit audience member to the stage only, never publishing', () => {
    expect(stageMediaOf('livekit-audience', stage, recorders)).toEqual({
      path: 'livekit-audience',
      link: ['host', 'presenter'],
      publishes: false,
    });
  });

  it('links nobody for the HLS audience', () => {
    expect(stageMediaOf('hls-audience', stage, recorders)).toEqual({ path: 'hls-audience', link: [], publishes: false });
  });
});
