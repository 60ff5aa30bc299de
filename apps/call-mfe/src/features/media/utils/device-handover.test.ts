import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMediaStream } from '../testing/fake-livekit';
import { fakeDevice, stubDevices } from '../testing/fake-devices';
import { handOver, isHandedOver, releaseHandedDevices } from './device-handover';
import { LocalMedia } from './local-media';

const stream = (...tracks: MediaStreamTrack[]) => new FakeMediaStream(tracks) as unknown as MediaStream;

/** The preview's devices as `usePreviewMedia().handOver()` gives them (a blurred view when `effect` is on). */
function previewDevices(effect: 'off' | 'blur' = 'off', ids: { cameraId?: string; micId?: string } = {}) {
  const camera = fakeDevice('video', 'preview-camera');
  const mic = fakeDevice('audio', 'preview-mic');
  const blurred = fakeDevice('video', 'preview-blurred');
  const stopView = vi.fn(() => blurred.stop());
  const shown = effect === 'off' ? { stream: stream(camera), stop: () => undefined } : { stream: stream(blurred), stop: stopView };
  handOver({ camera: { camera: stream(camera), deviceId: ids.cameraId, effect, shown }, mic: { track: mic, deviceId: ids.micId } });
  return { camera, mic, blurred, stopView };
}

let devices: ReturnType<typeof stubDevices>;
/** The kinds the call asked the browser for, in order. */
const opened = () => devices.opened.map((track) => track.kind);
beforeEach(() => {
  devices = stubDevices();
});
afterEach(() => {
  releaseHandedDevices();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the join page hands its devices to the call', () => {
  it('the call sends the preview camera and microphone without opening the devices again', async () => {
    const { camera, mic } = previewDevices();
    const local = new LocalMedia();
    await local.update({ cameraOn: true, micOn: true });
    expect(opened()).toEqual([]);
    expect(local.tracks().video).toBe(camera);
    expect(local.tracks().audio).toBe(mic);
    expect(camera.stop).not.toHaveBeenCalled();
    // Taken over, the call owns them: turning the camera off puts its light out.
    await local.update({ cameraOn: false, micOn: true });
    expect(camera.readyState).toBe('ended');
  });

  it('a preview with blur hands over its blurred track, which keeps running in the call', async () => {
    const { camera, blurred, stopView } = previewDevices('blur');
    const local = new LocalMedia();
    await local.update({ cameraOn: true, micOn: false, background: 'blur' });
    expect(local.tracks().video).toBe(blurred);
    expect(stopView).not.toHaveBeenCalled();
    local.close();
    expect(stopView).toHaveBeenCalled();
    expect(camera.readyState).toBe('ended');
  });

  it('the call that starts with the camera off stops the handed camera at once (light out) and keeps the mic', async () => {
    const { camera, mic } = previewDevices();
    const local = new LocalMedia();
    await local.update({ cameraOn: false, micOn: true });
    expect(camera.readyState).toBe('ended');
    expect(local.tracks().audio).toBe(mic);
    expect(local.tracks().video).toBeNull();
    // Turned on later, the camera opens anew.
    await local.update({ cameraOn: true, micOn: true });
    expect(opened()).toEqual(['video']);
  });

  it('another device than the preview used is opened, and the preview one is stopped', async () => {
    const { camera } = previewDevices('off', { cameraId: 'front' });
    const local = new LocalMedia();
    await local.update({ cameraOn: true, micOn: false, cameraId: 'back' });
    expect(camera.readyState).toBe('ended');
    expect(opened()).toEqual(['video']);
    expect(local.tracks().video).not.toBe(camera);
  });

  it('a blurred preview joining a call that wants no effect sends the camera itself and stops the blur', async () => {
    const { camera, stopView } = previewDevices('blur');
    const local = new LocalMedia();
    await local.update({ cameraOn: true, micOn: false, background: 'off' });
    expect(stopView).toHaveBeenCalled();
    expect(local.tracks().video).toBe(camera);
    expect(opened()).toEqual([]);
  });

  it('devices nobody takes are stopped when the call does not start, or after the time limit', async () => {
    const first = previewDevices();
    expect(isHandedOver(first.camera)).toBe(true);
    releaseHandedDevices();
    expect([first.camera.readyState, first.mic.readyState]).toEqual(['ended', 'ended']);
    expect(isHandedOver(first.camera)).toBe(false);

    vi.useFakeTimers();
    const second = previewDevices();
    vi.advanceTimersByTime(14_000);
    expect(second.camera.readyState).toBe('live');
    vi.advanceTimersByTime(2_000);
    expect([second.camera.readyState, second.mic.readyState]).toEqual(['ended', 'ended']);
    // Nothing is left to take: the call opens its own.
    vi.useRealTimers();
    const local = new LocalMedia();
    await local.update({ cameraOn: true, micOn: true });
    expect(opened()).toEqual(['video', 'audio']);
  });
});
