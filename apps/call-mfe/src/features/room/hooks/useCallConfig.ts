import { useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand';
import { useStore } from 'zustand';
import { isOnStage, MESH_MAX_PARTICIPANTS, type CallConfig } from '@platform/shared-api';
import { selfOf, type RoomView } from '../utils/room-view';
import type { JoinState } from '../utils/join-machine';

const stageOf = (view: RoomView) => {
  const self = selfOf(view);
  return !self || isOnStage(self, view.room?.mode ?? 'meeting');
};

/** Without a call config (the service did not answer), the call still runs on the mesh with no ICE servers. */
const MESH_FALLBACK: CallConfig = { transport: 'mesh', ice_servers: [], max_participants: MESH_MAX_PARTICIPANTS };

/**
 * The call config (media path, ICE servers, LiveKit's token) of a member the room has taken in.
 * The first one is asked for the moment the room's answer makes the join `connected` (a store
 * listener), not in an effect after that answer's render: the in-call screen's first render came
 * first, and the request left ~100 ms later on every join (issue 31). LiveKit grants publishing in the
 * token (the stage only), so a promotion or demotion asks again.
 */
export function useCallConfig(store: StoreApi<{ join: JoinState; view: RoomView }>, fetchConfig: () => Promise<CallConfig>) {
  const join = useStore(store, (s) => s.join);
  const onStage = useStore(store, (s) => stageOf(s.view));
  const [config, setConfig] = useState<CallConfig | null>(null);
  const [configFor, setConfigFor] = useState<boolean | null>(null);
  /** The first request, made by the listener; the effect below takes it instead of asking again. */
  const early = useRef<{ request: Promise<CallConfig> | null; asked: boolean }>({ request: null, asked: false });

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.join !== 'connected' || previous.join === 'connected' || early.current.asked) return;
        const request = fetchConfig();
        request.catch(() => undefined);
        early.current = { request, asked: true };
      }),
    [store, fetchConfig],
  );

  useEffect(() => {
    if (join !== 'connected' || (config && (config.transport !== 'livekit' || configFor === onStage))) return;
    let current = true;
    const request = early.current.request ?? fetchConfig();
    early.current = { request: null, asked: true };
    request
      .then(
        (next) => next,
        () => MESH_FALLBACK,
      )
      .then((next) => {
        if (!current) return;
        setConfig(next);
        setConfigFor(onStage);
      });
    return () => {
      current = false;
    };
  }, [join, config, configFor, onStage, fetchConfig]);

  return config;
}
