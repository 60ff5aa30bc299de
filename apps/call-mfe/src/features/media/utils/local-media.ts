import {
  describeMediaError,
  mediaSupported,
  BrowserUnsupportedError,
  type BackgroundEffect,
  type MediaErrorKey,
} from '@platform/shared-api';
import type { LocalTracks } from '../api/types';
import { BACKGROUND_FAILED_KEY, showCamera, type ShownCamera } from '../api/background/camera-background';
import { openDevice } from './open-device';
import { releaseHandedDevices, takeCamera, takeMic } from './device-handover';

export interface DeviceChoice {
  cameraId?: string;
  micId?: string;
  speakerId?: string;
  background?: BackgroundEffect;
}

export interface LocalMediaState {
  /** Camera only, with its background effect if one is on: the self view and what is sent (audio is never played back locally). */
  cameraStream: MediaStream | null;
  micTrack: MediaStreamTrack | null;
  screenStream: MediaStream | null;
  cameraError: MediaErrorKey | null;
  micError: MediaErrorKey | null;
  screenError: MediaErrorKey | null;
  /** `call:join.backgroundFailed` when the chosen effect could not start (the camera is then shown as it is). */
  backgroundError: string | null;
}

export interface LocalMediaWant {
  cameraOn: boolean;
  micOn: boolean;
  cameraId?: string;
  micId?: string;
  background?: BackgroundEffect;
}

/**
 * The local camera, microphone and screen: acquires and releases tracks as the user (or the host)
 * turns them on and off, so a camera that is "off" really is off (light out). The first time a device
 * is wanted, the join page's live one is taken over if it is the same device (`device-handover.ts`);
 * one wanted off is released there.
 */
export class LocalMedia {
  state: LocalMediaState = {
    cameraStream: null,
    micTrack: null,
    screenStream: null,
    cameraError: null,
    micError: null,
    screenError: null,
    backgroundError: null,
  };
  private cameraKey = '';
  private micKey = '';
  /** The camera itself; `state.cameraStream` is what people see of it (`shown`). */
  private camera: MediaStream | null = null;
  private shown: ShownCamera | null = null;
  private effect: BackgroundEffect = 'off';
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
  update(want: LocalMediaWant): Promise<void> {
    this.pending = this.pending.then(() => this.apply(want)).catch(() => undefined);
    return this.pending;
  }

  private async apply(want: LocalMediaWant) {
    const cameraKey = want.cameraOn ? `on:${want.cameraId ?? ''}` : '';
    const micKey = want.micOn ? `on:${want.micId ?? ''}` : '';
    if (!want.cameraOn) releaseHandedDevices('camera');
    if (!want.micOn) releaseHandedDevices('mic');
    if (cameraKey !== this.cameraKey) {
      this.stopCamera();
      this.cameraKey = cameraKey;
      if (want.cameraOn) {
        try {
          this.effect = want.background ?? 'off';
          const handed = takeCamera(want.cameraId);
          if (handed && handed.effect === this.effect) {
            // The preview's view already shows this effect: it goes on without a restart.
            this.camera = handed.camera;
            this.shown = handed.shown;
            this.set({ cameraStream: handed.shown.stream, backgroundError: null });
          } else {
            handed?.shown.stop();
            if (!handed && !mediaSupported()) throw new BrowserUnsupportedError();
            this.camera = handed?.camera ?? (await openDevice('video', want.cameraId));
            await this.showEffect();
          }
          this.set({ cameraError: null });
        } catch (error) {
          this.cameraKey = '';
          this.set({ cameraError: describeMediaError(error, 'camera') });
        }
      } else this.set({ cameraError: null });
    } else if ((want.background ?? 'off') !== this.effect) {
      this.effect = want.background ?? 'off';
      if (this.camera) await this.showEffect();
    }
    if (micKey !== this.micKey) {
      this.stopMic();
      this.micKey = micKey;
      if (want.micOn) {
        try {
          const handed = takeMic(want.micId);
          if (!handed && !mediaSupported()) throw new BrowserUnsupportedError();
          const track = handed ?? (await openDevice('audio', want.micId)).getAudioTracks()[0];
          this.set({ micTrack: track ?? null, micError: null });
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

  /**
   * Shows the camera with the chosen effect. The old view stays until the new one is ready (changing
   * effects never flashes the room); if the effect fails, the camera is shown as it is, with a toast.
   */
  private async showEffect() {
    const camera = this.camera;
    if (!camera) return;
    let next: ShownCamera;
    let backgroundError: string | null = null;
    try {
      next = await showCamera(camera, this.effect);
    } catch {
      next = await showCamera(camera, 'off');
      backgroundError = BACKGROUND_FAILED_KEY;
    }
    if (this.camera !== camera) return next.stop();
    this.shown?.stop();
    this.shown = next;
    this.set({ cameraStream: next.stream, backgroundError });
  }

  private stopCamera() {
    this.shown?.stop();
    this.shown = null;
    for (const track of this.camera?.getTracks() ?? []) track.stop();
    this.camera = null;
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
