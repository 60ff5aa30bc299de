import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from '@platform/router';
import { useStore } from 'zustand';
import { useTranslation } from '@platform/i18n';
import { getCallConfig } from '@platform/shared-api';
import { Button, Icon, loadable, PageLoader, Spinner, type IconName } from '@platform/ui';
import { RoomClient } from '../api/room-client';
import { clearRoomSession, loadRoomSession, type RoomSession } from '../utils/room-session';
import type { JoinState } from '../utils/join-machine';
import { useCallConfig } from '../hooks/useCallConfig';
// The pre-join entry: the join page's devices, kept for the call, are let go here if it does not start.
import { releaseHandedDevices } from '../../media/prejoin';
import styles from './call.module.css';

// The in-call screen carries the media layer. It is shown once the room has taken us in, but fetched
// with this page (app/routes.tsx; the join page preloads both once idle): fetched only once taken in, it
// was one more step every join waited for. Loaded by then, it renders at once (`loadable`), not after a
// spinner and React's 300 ms Suspense throttle (issue 31); a failure shows where the screen renders.
function JoiningLoader() {
  const { t } = useTranslation('call');
  return <PageLoader label={t('state.joining.title')} />;
}
const inCall = loadable(() => import('./InCall').then((m) => m.InCall), <JoiningLoader />);
const InCall = inCall.Component;
/** The in-call screen's code, fetched ahead (the call page's loader starts it). */
export const preloadInCall = () => inCall.preload();

const STARTING: ReadonlySet<JoinState> = new Set(['idle', 'joining', 'connected', 'reconnecting']);

/** `c/{alias}`: the join states, then the in-call screen. Without a join from `j/{alias}` it sends the user there. */
export function CallPage() {
  const { alias = '' } = useParams();
  const session = useMemo(() => loadRoomSession(alias), [alias]);
  if (!session) return <Navigate to={`/j/${alias}`} replace />;
  return <CallSession key={session.member_id} session={session} />;
}

function CallSession({ session }: { session: RoomSession }) {
  const navigate = useNavigate();
  const client = useMemo(
    () => new RoomClient({ session, initial: { micOn: session.mic_on, cameraOn: session.camera_on, hasMic: session.has_mic } }),
    [session],
  );
  const join = useStore(client.store, (s) => s.join);
  const hasView = useStore(client.store, (s) => s.view.selfId !== null);

  useEffect(() => {
    client.start();
    return () => {
      client.close();
      releaseHandedDevices();
    };
  }, [client]);
  // The join page's camera and microphone wait for the call only while it starts: not in a waiting
  // room (no self view there), nor after a refusal or an error.
  useEffect(() => {
    if (!STARTING.has(join)) releaseHandedDevices();
  }, [join]);

  // The resume token proves who asks (a member id is no secret); the same call renews LiveKit's short-lived token.
  const fetchConfig = useCallback(
    () =>
      getCallConfig({
        alias: session.alias,
        participant_id: session.member_id,
        display_name: session.display_name,
        resume_token: session.resume_token ?? undefined,
      }),
    [session],
  );
  const config = useCallConfig(client.store, fetchConfig);

  useEffect(() => {
    if (join === 'left' || join === 'ended') {
      clearRoomSession(session.alias);
      navigate(`/c/${session.alias}/ended?reason=${join}`, { replace: true });
    }
    if (join === 'removed' || join === 'blocked' || join === 'denied') clearRoomSession(session.alias);
  }, [join, navigate, session.alias]);

  const leave = () => client.leave();
  const rejoin = () => {
    clearRoomSession(session.alias);
    navigate(`/j/${session.alias}`);
  };

  if ((join === 'connected' || (join === 'reconnecting' && hasView)) && hasView) {
    return <InCall client={client} config={config} renewConfig={fetchConfig} />;
  }
  return (
    <JoinStateScreen
      state={join}
      title={session.alias}
      onLeave={leave}
      onRejoin={rejoin}
      onRetry={() => client.start()}
      onHome={() => navigate('/app')}
    />
  );
}

const SCREENS: Partial<
  Record<JoinState, { icon: IconName; busy?: boolean; retry?: boolean; leave?: boolean; rejoin?: boolean; tone?: 'danger' }>
> = {
  idle: { icon: 'clock', busy: true },
  joining: { icon: 'clock', busy: true, leave: true },
  reconnecting: { icon: 'refresh', busy: true, leave: true },
  waiting_room: { icon: 'users', busy: true, leave: true },
  waiting_for_host: { icon: 'clock', busy: true, leave: true },
  locked: { icon: 'lock', retry: true, tone: 'danger' },
  full: { icon: 'users', retry: true, tone: 'danger' },
  removed: { icon: 'logout', rejoin: true, tone: 'danger' },
  blocked: { icon: 'x', tone: 'danger' },
  denied: { icon: 'x', rejoin: true, tone: 'danger' },
  replaced: { icon: 'layers', rejoin: true },
  failed: { icon: 'alert', rejoin: true, tone: 'danger' },
};

/** One screen per join state, in words the user understands, always with a way out. */
export function JoinStateScreen({
  state,
  title,
  onLeave,
  onRejoin,
  onRetry,
  onHome,
}: {
  state: JoinState;
  title: string;
  onLeave(): void;
  onRejoin(): void;
  onRetry(): void;
  onHome(): void;
}) {
  const { t } = useTranslation('call');
  const screen = SCREENS[state] ?? { icon: 'clock' as IconName, busy: true };
  return (
    <div className={styles.stateScreen} data-join-state={state}>
      <div className={styles.stateCard} role="status" aria-live="polite">
        <span className={screen.tone === 'danger' ? styles.stateIconDanger : styles.stateIcon} aria-hidden>
          <Icon name={screen.icon} size={28} />
        </span>
        <h1 className={styles.stateTitle}>{t(`state.${state}.title`)}</h1>
        <p className={styles.stateText}>{t(`state.${state}.text`, { title })}</p>
        {screen.busy && <Spinner size="lg" label={t(`state.${state}.title`)} />}
        <div className={styles.stateActions}>
          {screen.retry && (
            <Button variant="primary" icon="refresh" onClick={onRetry}>
              {t('state.retry')}
            </Button>
          )}
          {screen.rejoin && (
            <Button variant="primary" onClick={onRejoin}>
              {t('state.rejoin')}
            </Button>
          )}
          {screen.leave && (
            <Button variant="secondary" icon="logout" onClick={onLeave}>
              {t('state.leave')}
            </Button>
          )}
          {!screen.leave && (
            <Button variant={screen.retry || screen.rejoin ? 'secondary' : 'primary'} icon="home" onClick={onHome}>
              {t('state.home')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
