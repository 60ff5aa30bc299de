import { describeMediaError, mediaSupported, BrowserUnsupportedError, type MediaErrorKey } from '@platform/shared-api';
import type { LocalTracks } from '../transport/types';

export interface DeviceChoice {
  cameraId?: string;
  micId?: string;
  speakerId?: string;
}

export interface LocalMediaState {
  /** Camera only (the self view; audio is never played back locally). */
  cameraStream: MediaStream | null;
  micTrack: MediaStreamTrack | null;
  screenStream: MediaStream | null;
  cameraError: MediaErrorKey | null;
  micError: MediaErrorKey | null;
  screenError: MediaErrorKey | null;
}

const VIDEO_CONSTRAINTS = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } };

export function videoConstraints(cameraId?: string): MediaTrackConstraints {
  return cameraId ? { ...VIDEO_CONSTRAINTS, deviceId: { ideal: cameraId } } : VIDEO_CONSTRAINTS;
}

export function audioConstraints(micId?: string): MediaTrackConstraints {
  const base = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };
  return micId ? { ...base, deviceId: { ideal: micId } } : base;
}

/**
 * The local camera, microphone and screen: acquires and releases tracks as the user (or the host)
 * turns them on and off, so a camera that is "off" really is off (light out).
 */
export class LocalMedia {
  state: LocalMediaState = { cameraStream: null, micTrack: null, screenStream: null, cameraError: null, micError: null, screenError: null };
  private cameraKey = '';
  private micKey = '';
  private listeners = new Set<(state: LocalMediaState) => void>();
  private pending: Promise<void> = Promise.resolve();

  subscribe(listener: (state: LocalMediaState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tracks(): LocalTracks {
    return {
      audio: this.state.micTrack,
      video: this.state.cameraStream?.getVideoTracks()[0] ?? null,
      screen: this.state.screenStream,
    };
  }

  /** Brings the devices to the wanted state; calls are serialised. */
  update(want: { cameraOn: boolean; micOn: boolean; cameraId?: string; micId?: string }): Promise<void> {
    this.pending = this.pending.then(() => this.apply(want)).catch(() => undefined);
    return this.pending;
  }

  private async apply(want: { cameraOn: boolean; micOn: boolean; cameraId?: string; micId?: string }) {
    const cameraKey = want.cameraOn ? `on:${want.cameraId ?? ''}` : '';
    const micKey = want.micOn ? `on:${want.micId ?? ''}` : '';
    if (cameraKey !== this.cameraKey) {
      this.stopCamera();
      this.cameraKey = cameraKey;
      if (want.cameraOn) {
        try {
          if (!mediaSupported()) throw new BrowserUnsupportedError();
          const stream = await navigator.mediaDevices.getUserMedia({ video: videoConstraints(want.cameraId) });
          this.set({ cameraStream: stream, cameraError: null });
        } catch (error) {
          this.cameraKey = '';
          this.set({ cameraError: describeMediaError(error, 'camera') });
        }
      } else this.set({ cameraError: null });
    }
    if (micKey !== this.micKey) {
      this.stopMic();
      this.micKey = micKey;
      if (want.micOn) {
        try {
          if (!mediaSupported()) throw new BrowserUnsupportedError();
          const stream = await navigator.mediaDevices.getUserMedia({ audio: audioConstraints(want.micId) });
          this.set({ micTrack: stream.getAudioTracks()[0] ?? null, micError: null });
        } catch (error) {
          this.micKey = '';
          this.set({ micError: describeMediaError(error, 'mic') });
        }
      } else this.set({ micError: null });
    }
  }

  async startScreen(): Promise<MediaStream | null> {
    try {
      if (!navigator.mediaDevices?.getDisplayMedia) throw new BrowserUnsupportedError();
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 15 } }, audio: false });
      // The browser's own "Stop sharing" button ends the track.
      stream.getVideoTracks()[0]?.addEventListener('ended', () => {
        if (this.state.screenStream === stream) this.stopScreen();
      });
      this.stopScreen();
      this.set({ screenStream: stream, screenError: null });
      return stream;
    } catch (error) {
      // Cancelling the picker is not an error worth a message.
      const cancelled = (error as { name?: string })?.name === 'NotAllowedError';
      this.set({ screenError: cancelled ? null : describeMediaError(error, 'camera') });
      return null;
    }
  }

  stopScreen() {
    const stream = this.state.screenStream;
    if (!stream) return;
    for (const track of stream.getTracks()) track.stop();
    this.set({ screenStream: null });
  }

  /** Host command or user action: the microphone stops now (the track ends, nothing is sent). */
  forceMicOff() {
    this.stopMic();
    this.micKey = '';
  }

  forceCameraOff() {
    this.stopCamera();
    this.cameraKey = '';
  }

  /** Releases every device; a later `update` acquires them again. */
  close() {
    this.stopCamera();
    this.stopMic();
    this.stopScreen();
    this.cameraKey = '';
    this.micKey = '';
  }

  private stopCamera() {
    for (const track of this.state.cameraStream?.getTracks() ?? []) track.stop();
    if (this.state.cameraStream) this.set({ cameraStream: null });
  }

  private stopMic() {
    this.state.micTrack?.stop();
    if (this.state.micTrack) this.set({ micTrack: null });
  }

  private set(patch: Partial<LocalMediaState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
