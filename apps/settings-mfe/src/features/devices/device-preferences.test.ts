import { describe, expect, it } from 'vitest';
import { DEVICE_PREFERENCES_KEY, levelFromSamples, mediaErrorKey, pickDevice, readDevicePreferences, writeDevicePreferences } from './device-preferences';

describe('device preferences', () => {
  it('round-trips the chosen devices under call.devices and ignores junk', () => {
    writeDevicePreferences({ cameraId: 'cam-2', microphoneId: 'mic-1' });
    expect(JSON.parse(localStorage.getItem(DEVICE_PREFERENCES_KEY)!)).toEqual({ cameraId: 'cam-2', microphoneId: 'mic-1' });
    expect(readDevicePreferences()).toEqual({ cameraId: 'cam-2', microphoneId: 'mic-1', speakerId: undefined });
    localStorage.setItem(DEVICE_PREFERENCES_KEY, '{not json');
    expect(readDevicePreferences()).toEqual({});
    localStorage.setItem(DEVICE_PREFERENCES_KEY, JSON.stringify({ cameraId: 5 }));
    expect(readDevicePreferences().cameraId).toBeUndefined();
  });

  it('falls back to the first device when the saved one was unplugged', () => {
    const devices = [{ deviceId: 'a' }, { deviceId: 'b' }];
    expect(pickDevice(devices, 'b')).toBe('b');
    expect(pickDevice(devices, 'gone')).toBe('a');
    expect(pickDevice([], 'b')).toBeUndefined();
  });

  it('measures silence as zero and a loud signal as full', () => {
    expect(levelFromSamples(new Uint8Array(256).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 255 : 0));
    expect(levelFromSamples(loud)).toBe(1);
    const quiet = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 132 : 124));
    expect(levelFromSamples(quiet)).toBeGreaterThan(0);
    expect(levelFromSamples(quiet)).toBeLessThan(0.2);
  });

  it('names device failures in the spec words', () => {
    expect(mediaErrorKey({ name: 'NotAllowedError' })).toBe('errors.deviceDenied');
    expect(mediaErrorKey({ name: 'NotReadableError' })).toBe('errors.deviceNotReadable');
    expect(mediaErrorKey({ name: 'NotFoundError' })).toBe('errors.micNotFound');
  });
});
