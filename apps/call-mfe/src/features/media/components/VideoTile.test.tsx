import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { initI18n } from '@platform/i18n';
import { FakeMediaStream } from '../testing/fake-livekit';
import { VideoTile } from './VideoTile';

/** A live remote track (an event target, as useLiveVideo listens to it). */
const track = (kind: 'audio' | 'video') =>
  Object.assign(new EventTarget(), { kind, readyState: 'live', muted: false }) as unknown as MediaStreamTrack;
const stream = (...tracks: MediaStreamTrack[]) => new FakeMediaStream(tracks) as unknown as MediaStream;

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal('MediaStream', FakeMediaStream);
});
afterEach(cleanup);

describe('VideoTile', () => {
  it('attaches a remote video once while it is the same track, though the stream around it is rebuilt (their audio arriving later), and again for a new track', () => {
    const detach = vi.fn();
    const attach = vi.fn(() => detach);
    const camera = track('video');
    const { rerender, container } = render(<VideoTile memberId="m1" name="Binh" stream={stream(camera)} attach={attach} />);
    expect(attach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledWith(container.querySelector('video'));

    rerender(<VideoTile memberId="m1" name="Binh" stream={stream(track('audio'), camera)} attach={attach} />);
    expect(attach).toHaveBeenCalledTimes(1);
    expect(detach).not.toHaveBeenCalled();

    // Another camera (they switched devices): the element follows it.
    rerender(<VideoTile memberId="m1" name="Binh" stream={stream(track('audio'), track('video'))} attach={attach} />);
    expect(detach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledTimes(2);
  });

  it('attaches again through a new attach on the same track (LiveKit received their video again), detaching the old', () => {
    const camera = track('video');
    const detachOld = vi.fn();
    const attachOld = vi.fn(() => detachOld);
    const attachNew = vi.fn(() => () => undefined);
    const { rerender, container } = render(<VideoTile memberId="m1" name="Binh" stream={stream(camera)} attach={attachOld} />);
    rerender(<VideoTile memberId="m1" name="Binh" stream={stream(camera)} attach={attachNew} />);
    expect(detachOld).toHaveBeenCalledTimes(1);
    expect(attachNew).toHaveBeenCalledWith(container.querySelector('video'));
  });
});
