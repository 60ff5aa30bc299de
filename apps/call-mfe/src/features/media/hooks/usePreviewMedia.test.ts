import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { stubDevices, type FakeDeviceTrack } from '../testing/fake-devices';
import { releaseHandedDevices, takeCamera, takeMic } from '../utils/device-handover';
import { usePreviewMedia } from './usePreviewMedia';

let opened: FakeDeviceTrack[];
beforeEach(() => {
  opened = stubDevices().opened;
});
afterEach(() => {
  releaseHandedDevices();
  vi.unstubAllGlobals();
});

const wants = { cameraOn: true, micOn: true, cameraId: 'cam-1', micId: 'mic-1' };

describe('usePreviewMedia', () => {
  it('stops the preview devices when the join page goes without joining', async () => {
    const { result, unmount } = renderHook(() => usePreviewMedia(wants));
    await waitFor(() => expect(result.current.stream).not.toBeNull());
    unmount();
    expect(opened.map((track) => track.readyState)).toEqual(['ended', 'ended']);
    expect(takeCamera('cam-1')).toBeNull();
  });

  it('after Join the devices outlive the join page, for the call to take with the devices chosen', async () => {
    const { result, unmount } = renderHook(() => usePreviewMedia(wants));
    await waitFor(() => expect(result.current.stream).not.toBeNull());
    result.current.handOver();
    unmount();
    expect(opened.map((track) => track.readyState)).toEqual(['live', 'live']);
    const camera = takeCamera('cam-1');
    expect(camera?.camera.getVideoTracks()[0]).toBe(opened[0]);
    expect(camera?.effect).toBe('off');
    expect(takeMic('mic-1')).toBe(opened[1]);
  });

  it('hands over nothing that was turned off on the join page', async () => {
    const { result, unmount } = renderHook(() => usePreviewMedia({ ...wants, cameraOn: false }));
    await waitFor(() => expect(result.current.stream).not.toBeNull());
    result.current.handOver();
    unmount();
    expect(opened.map((track) => track.kind)).toEqual(['audio']);
    expect(takeCamera('cam-1')).toBeNull();
    expect(takeMic('mic-1')).toBe(opened[0]);
  });
});
