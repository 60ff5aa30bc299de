import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDevice } from './open-device';

const stream = { id: 'opened' } as unknown as MediaStream;

function browser(answer: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const getUserMedia = vi.fn(answer);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  return getUserMedia;
}

const named = (name: string) => Object.assign(new Error(name), { name });

describe('openDevice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for exactly the chosen microphone, with its voice processing', async () => {
    const getUserMedia = browser(async () => stream);
    expect(await openDevice('audio', 'mic-2')).toBe(stream);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia.mock.calls[0]![0]).toEqual({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, deviceId: { exact: 'mic-2' } },
    });
  });

  it('opens the default device when none is chosen', async () => {
    const getUserMedia = browser(async () => stream);
    await openDevice('video');
    expect(getUserMedia.mock.calls[0]![0]).toEqual({ video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } } });
  });

  it.each(['OverconstrainedError', 'NotFoundError'])('falls back to the default device when the chosen one is gone (%s)', async (name) => {
    const getUserMedia = browser(async (constraints) => {
      if (JSON.stringify(constraints).includes('exact')) throw named(name);
      return stream;
    });
    expect(await openDevice('video', 'unplugged-camera')).toBe(stream);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(getUserMedia.mock.calls[1]![0])).not.toContain('deviceId');
  });

  it('does not hide a refusal behind the default device', async () => {
    const getUserMedia = browser(async () => {
      throw named('NotAllowedError');
    });
    await expect(openDevice('audio', 'mic-2')).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });
});
