import { describe, expect, it } from 'vitest';
import { DEVICE_CHOICES_KEY, loadDeviceChoices, parseDeviceChoices, pickDevice, saveDeviceChoices } from './device-choices';
import { groupDevices, watchDevices } from './device-lists';
import { describeMediaError } from './media-errors';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('device choices', () => {
  it('gives the defaults (camera and microphone on) when nothing or junk is stored', () => {
    expect(loadDeviceChoices(memoryStorage())).toEqual({ cameraOn: true, micOn: true });
    expect(loadDeviceChoices(memoryStorage({ [DEVICE_CHOICES_KEY]: '{not json' }))).toEqual({ cameraOn: true, micOn: true });
    expect(parseDeviceChoices([1, 2])).toEqual({ cameraOn: true, micOn: true });
    expect(parseDeviceChoices({ cameraId: 7, micOn: 'no' })).toEqual({ cameraOn: true, micOn: true });
  });

  it("migrates Settings' old shape: its microphone becomes the call's", () => {
    const storage = memoryStorage({
      [DEVICE_CHOICES_KEY]: JSON.stringify({ cameraId: 'cam-2', microphoneId: 'mic-2', speakerId: 'spk-1' }),
    });
    expect(loadDeviceChoices(storage)).toEqual({ cameraId: 'cam-2', micId: 'mic-2', speakerId: 'spk-1', cameraOn: true, micOn: true });
  });

  it("reads the call's old shape with its on/off switches", () => {
    const storage = memoryStorage({
      [DEVICE_CHOICES_KEY]: JSON.stringify({ cameraId: 'cam-1', micId: 'mic-1', cameraOn: false, micOn: false }),
    });
    expect(loadDeviceChoices(storage)).toEqual({ cameraId: 'cam-1', micId: 'mic-1', cameraOn: false, micOn: false });
  });

  it("keeps the pre-join's switches when Settings saves a microphone, and the other way round", () => {
    const storage = memoryStorage();
    saveDeviceChoices({ cameraOn: false, micOn: false }, storage);
    saveDeviceChoices({ micId: 'mic-2', cameraId: 'cam-2' }, storage);
    expect(loadDeviceChoices(storage)).toEqual({ cameraId: 'cam-2', micId: 'mic-2', cameraOn: false, micOn: false });
    saveDeviceChoices({ micOn: true }, storage);
    expect(loadDeviceChoices(storage)).toEqual({ cameraId: 'cam-2', micId: 'mic-2', cameraOn: false, micOn: true });
    expect(JSON.parse(storage.data.get(DEVICE_CHOICES_KEY)!)).not.toHaveProperty('microphoneId');
  });

  it('remembers the background effect per browser, forgets it when turned off, and ignores junk', () => {
    const storage = memoryStorage();
    saveDeviceChoices({ cameraOn: false }, storage);
    saveDeviceChoices({ background: 'image:ocean' }, storage);
    expect(loadDeviceChoices(storage)).toEqual({ cameraOn: false, micOn: true, background: 'image:ocean' });
    saveDeviceChoices({ micId: 'mic-1' }, storage);
    expect(loadDeviceChoices(storage).background).toBe('image:ocean');
    saveDeviceChoices({ background: 'off' }, storage);
    expect(loadDeviceChoices(storage)).not.toHaveProperty('background');
    expect(parseDeviceChoices({ background: 'image:../../etc' })).not.toHaveProperty('background');
  });

  it('clears a device with an empty id and survives a storage that refuses writes', () => {
    const storage = memoryStorage({ [DEVICE_CHOICES_KEY]: JSON.stringify({ micId: 'mic-1' }) });
    expect(saveDeviceChoices({ micId: '' }, storage).micId).toBeUndefined();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveDeviceChoices({ cameraOn: false }, full)).toEqual({ cameraOn: false, micOn: true });
  });

  it('picks the saved device while it is plugged in, else the first', () => {
    const devices = [{ deviceId: 'a' }, { deviceId: 'b' }];
    expect(pickDevice(devices, 'b')).toBe('b');
    expect(pickDevice(devices, 'gone')).toBe('a');
    expect(pickDevice([], 'b')).toBeUndefined();
  });
});

const device = (kind: MediaDeviceKind, deviceId: string) => ({ kind, deviceId, label: deviceId, groupId: '' }) as MediaDeviceInfo;

describe('device lists', () => {
  it('groups by kind and leaves out devices listed before permission (no id)', () => {
    const lists = groupDevices([
      device('videoinput', 'cam'),
      device('audioinput', ''),
      device('audioinput', 'mic'),
      device('audiooutput', 'spk'),
    ]);
    expect(lists.cameras.map((d) => d.deviceId)).toEqual(['cam']);
    expect(lists.microphones.map((d) => d.deviceId)).toEqual(['mic']);
    expect(lists.speakers.map((d) => d.deviceId)).toEqual(['spk']);
  });

  it('refreshes on devicechange and stops after unsubscribe', async () => {
    let current = [device('audioinput', 'mic-1')];
    const target = new EventTarget();
    const media = Object.assign(target, { enumerateDevices: async () => current }) as unknown as MediaDevices;
    const seen: string[][] = [];
    const stop = watchDevices((lists) => seen.push(lists.microphones.map((d) => d.deviceId)), media);
    await new Promise((resolve) => setTimeout(resolve, 0));
    current = [device('audioinput', 'mic-1'), device('audioinput', 'usb-mic')];
    target.dispatchEvent(new Event('devicechange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    target.dispatchEvent(new Event('devicechange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([['mic-1'], ['mic-1', 'usb-mic']]);
  });
});

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('describeMediaError', () => {
  it('maps getUserMedia errors to the spec messages', () => {
    expect(describeMediaError(domError('NotAllowedError'))).toBe('common:errors.deviceDenied');
    expect(describeMediaError(domError('NotAllowedError', 'Permission denied by system'), 'camera')).toBe('common:errors.cameraBlocked');
    expect(describeMediaError(domError('NotReadableError'))).toBe('common:errors.deviceNotReadable');
    expect(describeMediaError(domError('NotFoundError'), 'mic')).toBe('common:errors.micNotFound');
    expect(describeMediaError(domError('NotFoundError'), 'camera')).toBe('common:errors.cameraBlocked');
    expect(describeMediaError(domError('NotSupportedError'))).toBe('common:errors.browserUnsupported');
    expect(describeMediaError(new TypeError('navigator.mediaDevices is undefined'))).toBe('common:errors.browserUnsupported');
    expect(describeMediaError('weird')).toBe('common:errors.generic');
  });
});
