import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LiveKitTransport } from '../api/livekit-transport';
import { MeshTransport } from '../api/mesh-transport';
import { SwitchableSignal } from '../api/switchable-signal';
import type { CallFingerprints, MediaStatus, MediaTransport, RemoteMedia, SignalChannel } from '../api/types';
import { LocalMedia, type DeviceChoice, type LocalMediaState } from '../utils/local-media';
import { RemoteAudioPlayer } from '../utils/remote-audio';
import { ActiveSpeakerTracker } from '../utils/speaking';
import { useSpeaking } from './useSpeaking';

/** The call config as returned by `POST /call-config/config` (shared-api `CallConfig`). */
export type CallMediaConfig =
  | { transport: 'mesh'; ice_servers?: RTCIceServer[]; [key: string]: unknown }
  | { transport: 'livekit'; url: string; token: string; [key: string]: unknown };

export interface CallMediaOptions {
  /** From the room client; null until the room socket is connected. */
  signal: SignalChannel | null;
  /** Everyone in the room (member ids); the local member is ignored. */
  participants: ReadonlyArray<string | { id: string }>;
  config: CallMediaConfig | null;
  micOn: boolean;
  cameraOn: boolean;
  devices?: DeviceChoice;
  /** The room socket's state: media shows reconnecting while signalling is down. */
  signalState?: 'connected' | 'reconnecting';
  /**
   * End-to-end room (issue 26): on LiveKit no transport is made without `e2eeKey`, the media key derived
   * from the room's secret (`utils/e2ee-key.ts`); the mesh needs none.
   */
  endToEnd?: boolean;
  e2eeKey?: ArrayBuffer | null;
  /** How loud each remote plays, 0..1 (the listener's interpretation channel); not named: 1. */
  audioGains?: ReadonlyMap<string, number>;
  /** Fetches the call config again: LiveKit's short-lived token is renewed with it while the member stays. */
  renewConfig?: () => Promise<CallMediaConfig>;
}

export interface LocalCallMedia extends LocalMediaState {
  /** True when the camera track is live (false after a failure or a host stop). */
  cameraOn: boolean;
  micOn: boolean;
  speaking: boolean;
}

export interface CallMedia {
  local: LocalCallMedia;
  remotes: Map<string, RemoteMedia>;
  status: MediaStatus;
  /** An i18n key ('common:errors.network' = check internet connection) or null. */
  error: string | null;
  activeSpeakerId: string | null;
  transportKind: 'mesh' | 'livekit' | null;
  startScreenShare(): Promise<boolean>;
  stopScreenShare(): void;
  setSpeaker(deviceId: string): Promise<void>;
  /** Host muted us (mute all, deny mic): the mic track stops now, until the user turns it on again. */
  forceMute(): void;
  /** Host stopped our camera (stop camera, deny camera). */
  forceCameraOff(): void;
  /** The member ids whose tiles are on screen: only they receive video. */
  setVisibleTiles(ids: Iterable<string>): void;
  /** Call from a click when the browser refused to autoplay remote audio. */
  resumeAudio(): void;
  /** After a failure (the media server out of reach): connect the media again, staying in the room. */
  retry(): void;
  /** The mesh's DTLS fingerprints (own and connected peers'), for the end-to-end safety code; null on LiveKit. */
  fingerprints(): CallFingerprints | null;
}

const idOf = (entry: string | { id: string }) => (typeof entry === 'string' ? entry : entry.id);

/** The in-call media: local devices, the transport the call config chose, remote streams and audio. */
export function useCallMedia(options: CallMediaOptions): CallMedia {
  const { signal, config, micOn, cameraOn, devices, signalState = 'connected', endToEnd = false, e2eeKey = null } = options;
  const [local] = useState(() => new LocalMedia());
  const [player] = useState(() => new RemoteAudioPlayer());
  const [localState, setLocalState] = useState(local.state);
  const [remotes, setRemotes] = useState<Map<string, RemoteMedia>>(() => new Map());
  const [status, setStatus] = useState<MediaStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [transport, setTransport] = useState<MediaTransport | null>(null);
  const [attempt, setAttempt] = useState(0);
  const forced = useRef({ mic: false, camera: false });
  /** The members whose tiles are on screen, as the grid last said (null until it does): a new transport starts from them. */
  const visibleRef = useRef<ReadonlySet<string> | null>(null);
  const ids = options.participants.map(idOf).filter((id) => id !== signal?.selfId);
  const idsKey = ids.join(',');
  const idsRef = useRef(ids);
  idsRef.current = ids;
  // The latest way to renew, without making a new transport when the caller's function changes.
  const renewConfigRef = useRef(options.renewConfig);
  renewConfigRef.current = options.renewConfig;

  useEffect(() => local.subscribe(setLocalState), [local]);
  useEffect(
    () => () => {
      local.close();
      player.close();
    },
    [local, player],
  );

  // A new transport only when the member or the media backend changes; a reconnected room socket
  // with the same member id keeps the peer connections.
  const selfId = signal?.selfId ?? null;
  const backendKey = config ? (config.transport === 'livekit' ? `livekit:${config.url}:${config.token}` : 'mesh') : '';
  // Listening starts with the room socket, before the call config arrives: early offers are kept.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one channel per member id
  const channel = useMemo(() => (signal ? new SwitchableSignal(signal) : null), [selfId]);
  useEffect(() => () => channel?.close(), [channel]);
  useEffect(() => {
    if (signal && channel && signal.selfId === channel.selfId) channel.use(signal);
  }, [signal, channel]);
  useEffect(() => {
    if (!channel || !config) return;
    // Never an end-to-end call through the SFU in the clear: it waits for the key.
    if (endToEnd && config.transport === 'livekit' && !e2eeKey) return;
    const listener = {
      status: (next: MediaStatus, key: string | null) => {
        setStatus(next);
        setError(key);
      },
      remotes: setRemotes,
    };
    const renewToken = async () => {
      const fresh = await renewConfigRef.current?.();
      if (fresh?.transport !== 'livekit') throw new Error('no LiveKit token in the call config');
      return { token: fresh.token, expiresIn: Number(fresh.expires_in) || 600 };
    };
    const expiresIn = config.transport === 'livekit' && typeof config.expires_in === 'number' ? config.expires_in : undefined;
    const next: MediaTransport =
      config.transport === 'livekit'
        ? new LiveKitTransport({
            url: config.url,
            token: config.token,
            e2eeKey: endToEnd ? (e2eeKey ?? undefined) : undefined,
            listener,
            expiresIn,
            renewToken,
          })
        : new MeshTransport({ signal: channel, iceServers: config.ice_servers ?? [], listener });
    setTransport(next);
    // The grid says which tiles are on screen when they change, often before the call config came.
    if (visibleRef.current) next.setVideoSubscriptions(visibleRef.current);
    next
      .connect()
      .then(() => {
        next.setParticipants(idsRef.current);
        return next.publish(local.tracks());
      })
      .catch(() => undefined);
    return () => {
      next.close();
      setTransport(null);
      setRemotes(new Map());
      setStatus('connecting');
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on member and backend on purpose
  }, [channel, backendKey, endToEnd, e2eeKey, attempt]);

  useEffect(() => {
    transport?.setParticipants(idsRef.current);
  }, [transport, idsKey]);

  // Devices follow the user's toggles, except while the host holds them off.
  useEffect(() => {
    if (!micOn) forced.current.mic = false;
    if (!cameraOn) forced.current.camera = false;
    void local.update({
      micOn: micOn && !forced.current.mic,
      cameraOn: cameraOn && !forced.current.camera,
      micId: devices?.micId,
      cameraId: devices?.cameraId,
      background: devices?.background,
    });
  }, [local, micOn, cameraOn, devices?.micId, devices?.cameraId, devices?.background]);

  useEffect(() => {
    void transport?.publish({
      audio: localState.micTrack,
      video: localState.cameraStream?.getVideoTracks()[0] ?? null,
      screen: localState.screenStream,
    });
  }, [transport, localState.micTrack, localState.cameraStream, localState.screenStream]);

  useEffect(() => {
    if (devices?.speakerId) void player.setSpeaker(devices.speakerId);
  }, [player, devices?.speakerId]);

  useEffect(() => {
    player.sync(new Map([...remotes].map(([id, media]) => [id, media.stream?.getAudioTracks()[0] ?? null])));
  }, [player, remotes]);

  const gainsKey = [...(options.audioGains ?? [])].map(([id, gain]) => `${id}:${gain}`).join(',');
  useEffect(() => {
    player.setGains(new Map(options.audioGains ?? []));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the gains' values
  }, [player, gainsKey]);

  // Signalling came back: links that broke meanwhile restart.
  const wasDown = useRef(false);
  useEffect(() => {
    if (signalState === 'reconnecting') wasDown.current = true;
    else if (wasDown.current) {
      wasDown.current = false;
      transport?.restart();
    }
  }, [signalState, transport]);

  const localSpeaking = useSpeaking(localState.micTrack);

  // The featured speaker is someone else: nobody wants to watch themselves big.
  const [tracker] = useState(() => new ActiveSpeakerTracker());
  const activeSpeakerId = useMemo(
    () =>
      tracker.update(
        [...remotes].map(([id, media]) => ({ id, level: media.audioLevel, speaking: media.speaking })),
        Date.now(),
      ),
    [tracker, remotes],
  );

  const startScreenShare = useCallback(async () => !!(await local.startScreen()), [local]);
  const stopScreenShare = useCallback(() => local.stopScreen(), [local]);
  const setSpeaker = useCallback((deviceId: string) => player.setSpeaker(deviceId), [player]);
  const forceMute = useCallback(() => {
    forced.current.mic = true;
    local.forceMicOff();
  }, [local]);
  const forceCameraOff = useCallback(() => {
    forced.current.camera = true;
    local.forceCameraOff();
  }, [local]);
  const setVisibleTiles = useCallback(
    (visible: Iterable<string>) => {
      visibleRef.current = new Set(visible);
      transport?.setVideoSubscriptions(visibleRef.current);
    },
    [transport],
  );
  const resumeAudio = useCallback(() => player.resume(), [player]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fingerprints = useCallback(() => transport?.fingerprints?.() ?? null, [transport]);

  return {
    local: {
      ...localState,
      cameraOn: !!localState.cameraStream,
      micOn: !!localState.micTrack,
      speaking: localSpeaking,
    },
    remotes,
    status: signalState === 'reconnecting' && status === 'connected' ? 'reconnecting' : status,
    error,
    activeSpeakerId,
    transportKind: transport?.kind ?? null,
    startScreenShare,
    stopScreenShare,
    setSpeaker,
    forceMute,
    forceCameraOff,
    setVisibleTiles,
    resumeAudio,
    retry,
    fingerprints,
  };
}
