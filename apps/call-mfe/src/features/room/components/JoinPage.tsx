import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import {
  getConferenceDetail,
  getConferenceShortDetail,
  isApiError,
  joinsAudience,
  loadDeviceChoices,
  saveDeviceChoices,
  signalAuth,
  useSessionStore,
  type ConferenceEvent,
  type DeviceChoices,
} from '@platform/shared-api';
import {
  Alert,
  Button,
  DISPLAY_NAME_MAX,
  EmptyState,
  IconButton,
  PageLoader,
  PasswordField,
  ProductHeader,
  TextField,
  describeError,
  useMediaDevices,
} from '@platform/ui';
import { DeviceSelects } from './DeviceSelects';
import { WatchNotice } from './WatchNotice';
import { RoomSecretField } from './RoomSecretField';
import { useJoinSecret } from '../hooks/useJoinSecret';
import { useEventCustomisation, WelcomePage } from '../../customisation';
// The pre-join entry, not the media index: the join page must not pull in the call transports.
import { MicLevelMeter, preloadLiveKitClient, usePreviewMedia } from '../../media/prejoin';
import { browserDeviceId, rememberedName, rememberName, saveRoomSession } from '../utils/room-session';
import styles from './join.module.css';

type Detail = Partial<ConferenceEvent> & { has_passcode?: boolean; host?: { display_name: string }; speaker?: { name: string } };

/**
 * `j/{alias}`: the event's short detail, a camera and mic check, display name and passcode, then join.
 * preloadRoom fetches the room's code and strings while the visitor is on the pre-join, so Join opens the room at once.
 */
export function JoinPage({ preloadRoom }: { preloadRoom?: () => Promise<unknown> }) {
  // The product's header (brand, language, theme): the join page is a guest's first page of the product.
  return (
    <>
      <ProductHeader />
      <JoinContent preloadRoom={preloadRoom} />
    </>
  );
}

function JoinContent({ preloadRoom }: { preloadRoom?: () => Promise<unknown> }) {
  const { alias = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('call');
  const account = useSessionStore((s) => s.account);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [loadError, setLoadError] = useState<'invalid' | 'network' | null>(null);
  const speaker = search.get('speaker') ?? undefined;
  const look = useEventCustomisation(alias);
  const [welcomed, setWelcomed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setDetail(null);
    setLoadError(null);
    // A valid speaker link needs no passcode (the server says so); a signed-in host needs none either.
    const load = speaker
      ? getConferenceShortDetail({ alias, speaker }).then((value) => value as Detail)
      : account
        ? getConferenceDetail({ alias }).then((full) => ({ ...full, has_passcode: full.has_passcode && !full.is_host }) as Detail)
        : getConferenceShortDetail({ alias }).then((value) => value as Detail);
    load.then(
      (value) => !cancelled && setDetail(value),
      (error) => !cancelled && setLoadError(isApiError(error) && error.status === 404 ? 'invalid' : 'network'),
    );
    return () => {
      cancelled = true;
    };
  }, [alias, speaker, !!account]); // eslint-disable-line react-hooks/exhaustive-deps

  if (loadError === 'invalid') {
    return (
      <div className={styles.centered}>
        <EmptyState
          icon="link"
          title={t('common:errors.invalidLink')}
          action={
            <Button variant="primary" icon="home" onClick={() => navigate('/app')}>
              {t('join.home')}
            </Button>
          }
        >
          {t('join.invalidHint')}
        </EmptyState>
      </div>
    );
  }
  if (loadError === 'network') {
    return (
      <div className={styles.centered}>
        <EmptyState
          icon="alert"
          title={t('common:errors.network')}
          action={
            <Button variant="primary" icon="refresh" onClick={() => window.location.reload()}>
              {t('join.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (!detail || look === undefined) return <PageLoader label={t('join.loading')} />;
  // An ended event has no room to wait in; its host may still open it again.
  if (detail.ended && !detail.is_host) {
    return (
      <div className={styles.centered}>
        <EmptyState
          icon="calendar"
          title={t('join.ended')}
          action={
            <Button variant="primary" icon="home" onClick={() => navigate('/app')}>
              {t('join.home')}
            </Button>
          }
        >
          {t('join.endedHint')}
        </EmptyState>
      </div>
    );
  }
  if (look?.welcome_page.enabled && !welcomed) return <WelcomePage look={look} topic={detail.topic} onContinue={() => setWelcomed(true)} />;
  return (
    <PreJoin
      alias={alias}
      detail={detail}
      preloadRoom={preloadRoom}
      speaker={speaker}
      defaultName={account?.display_name ?? ''}
      signedInAs={account ? account.email || account.phone_number || account.display_name : null}
    />
  );
}

function PreJoin({
  alias,
  detail,
  preloadRoom,
  speaker,
  defaultName,
  signedInAs,
}: {
  alias: string;
  detail: Detail;
  preloadRoom?: () => Promise<unknown>;
  speaker?: string;
  defaultName: string;
  signedInAs: string | null;
}) {
  const { t } = useTranslation('call');
  const navigate = useNavigate();
  const [name, setName] = useState(() => rememberedName() || defaultName);
  const [passcode, setPasscode] = useState('');
  const [errors, setErrors] = useState<{ name?: string; passcode?: string; secret?: string; form?: string }>({});
  const secret = useJoinSecret(alias, detail.mode);
  const secretInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<DeviceChoices>(() => loadDeviceChoices());
  // Someone who will watch is asked for no device here: only if brought on stage (issue 29).
  const watching = joinsAudience(detail.mode ?? 'meeting', { isHost: !!detail.is_host, isSpeaker: !!detail.speaker });
  const devices = useMediaDevices();
  const preview = usePreviewMedia({
    cameraId: choices.cameraId,
    micId: choices.micId,
    cameraOn: !watching && choices.cameraOn,
    micOn: !watching && choices.micOn,
    background: choices.background,
  });
  const video = useRef<HTMLVideoElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const passcodeInput = useRef<HTMLInputElement>(null);

  // Once the pre-join is on screen and the page is idle; a failure here is retried when Join navigates.
  useEffect(() => {
    if (!preloadRoom) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void preloadRoom().catch(() => undefined));
    return () => cancel(handle);
  }, [preloadRoom]);
  useEffect(() => {
    if (video.current) video.current.srcObject = preview.stream;
  }, [preview.stream]);
  // Labels appear once access is granted.
  useEffect(() => {
    if (preview.stream) void devices.refresh();
  }, [preview.stream]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (change: Partial<DeviceChoices>) => {
    setChoices(saveDeviceChoices({ ...choices, ...change }));
  };
  const hasVideo = !!preview.stream?.getVideoTracks().length;
  // Denied or missing, the call cannot hear this person: no mic button that looks on, no raised hand (spec §8).
  const hasMic = !preview.micError;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('common:validation.displayNameRequired');
    if (detail.has_passcode && !passcode.trim()) next.passcode = t('common:validation.required', { field: t('join.passcode') });
    if (!secret.accept())
      next.secret = secret.value.trim() ? t('secret.invalid') : t('common:validation.required', { field: t('secret.label') });
    setErrors(next);
    if (next.name) return nameInput.current?.focus();
    if (next.passcode) return passcodeInput.current?.focus();
    if (next.secret) return secretInput.current?.focus();
    setBusy(true);
    try {
      const joined = await signalAuth({
        alias,
        display_name: name.trim(),
        passcode: passcode.trim() || undefined,
        device_id: browserDeviceId(),
        speaker,
      });
      if (joined.media === 'livekit') preloadLiveKitClient();
      rememberName(name.trim());
      saveRoomSession({
        alias,
        member_id: joined.member_id,
        ticket: joined.ticket,
        resume_token: null,
        display_name: name.trim(),
        role: String(joined.role ?? 'participant'),
        // The audience has nothing on: their devices are checked if they are brought on stage.
        mic_on: !watching && choices.micOn && !preview.micError,
        camera_on: !watching && choices.cameraOn && !preview.cameraError,
        has_mic: watching || hasMic,
      });
      navigate(`/c/${alias}`);
    } catch (error) {
      const described = describeError(error);
      if (isApiError(error) && error.field === 'passcode') {
        setErrors({ passcode: error.code === 'passcode_wrong' ? t('common:errors.passcodeInvalid') : t(described.key, described.params) });
        passcodeInput.current?.focus();
      } else if (isApiError(error) && error.field === 'display_name') {
        setErrors({ name: t('common:validation.displayNameRequired') });
      } else {
        setErrors({ form: t(described.key, described.params) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      {watching ? (
        <WatchNotice />
      ) : (
        <section className={styles.previewColumn} aria-label={t('join.preview')}>
          <div className={styles.preview}>
            <video
              ref={video}
              className={styles.video}
              autoPlay
              muted
              playsInline
              hidden={!hasVideo || !choices.cameraOn}
              aria-label={t('join.preview')}
            />
            {(!hasVideo || !choices.cameraOn) && (
              <div className={styles.previewOff}>
                <span className={styles.previewAvatar} aria-hidden>
                  {(name.trim() || '?').slice(0, 1).toUpperCase()}
                </span>
                <span>
                  {!choices.cameraOn ? t('join.cameraOff') : preview.cameraError ? t('join.cameraUnavailable') : t('join.cameraStarting')}
                </span>
              </div>
            )}
            <div className={styles.previewControls}>
              <IconButton
                icon={choices.micOn ? 'mic' : 'micOff'}
                label={choices.micOn ? t('toolbar.micOff') : t('toolbar.micOn')}
                className={choices.micOn ? styles.round : styles.roundOff}
                pressed={choices.micOn}
                onClick={() => update({ micOn: !choices.micOn })}
              />
              <IconButton
                icon={choices.cameraOn ? 'video' : 'videoOff'}
                label={choices.cameraOn ? t('toolbar.cameraOff') : t('toolbar.cameraOn')}
                className={choices.cameraOn ? styles.round : styles.roundOff}
                pressed={choices.cameraOn}
                onClick={() => update({ cameraOn: !choices.cameraOn })}
              />
            </div>
          </div>
          {choices.micOn && preview.stream?.getAudioTracks().length ? (
            <div className={styles.meterRow}>
              <span>{t('join.micLevel')}</span>
              <MicLevelMeter stream={preview.stream} />
            </div>
          ) : null}
          {preview.cameraError && choices.cameraOn && (
            <Alert tone="danger">
              {t(preview.cameraError)} {t('join.joinWithout')}
            </Alert>
          )}
          {preview.backgroundError && <Alert tone="danger">{t(preview.backgroundError)}</Alert>}
          {preview.micError && choices.micOn && preview.micError !== preview.cameraError && (
            <Alert tone="danger">
              {t(preview.micError)} {t('join.joinWithout')}
            </Alert>
          )}
          {(preview.cameraError === 'common:errors.deviceDenied' || preview.micError === 'common:errors.deviceDenied') && (
            <p className={styles.muted} data-testid="allow-devices">
              {t('join.howToAllow')}
            </p>
          )}
          <div className={styles.devices}>
            <DeviceSelects devices={devices} choices={choices} onChange={update} />
          </div>
        </section>
      )}

      <section className={styles.formColumn}>
        <p className={styles.eyebrow}>{t('join.eyebrow')}</p>
        <h1 className={styles.title}>{detail.topic}</h1>
        {detail.host?.display_name && <p className={styles.muted}>{t('join.hostedBy', { name: detail.host.display_name })}</p>}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            ref={nameInput}
            label={t('join.displayName')}
            value={name}
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX}
            required
            error={errors.name}
            onChange={(e) => {
              setName(e.target.value);
              if (errors.name) setErrors({ ...errors, name: undefined });
            }}
          />
          {detail.has_passcode && (
            <PasswordField
              ref={passcodeInput}
              label={t('join.passcode')}
              value={passcode}
              autoComplete="off"
              maxLength={64}
              required
              error={errors.passcode}
              onChange={(e) => {
                setPasscode(e.target.value);
                if (errors.passcode) setErrors({ ...errors, passcode: undefined });
              }}
            />
          )}
          {secret.asks && (
            <RoomSecretField
              ref={secretInput}
              value={secret.value}
              error={errors.secret}
              onChange={(value) => {
                secret.setValue(value);
                if (errors.secret) setErrors({ ...errors, secret: undefined });
              }}
            />
          )}
          {errors.form && <Alert tone="danger">{errors.form}</Alert>}
          <Button type="submit" variant="primary" size="lg" block loading={busy} loadingLabel={t('join.joining')}>
            {t('join.join')}
          </Button>
          <p className={styles.muted} data-testid="join-as">
            {signedInAs ? t(detail.is_host ? 'join.hostNote' : 'join.accountNote', { account: signedInAs }) : t('join.guestNote')}
          </p>
        </form>
      </section>
    </div>
  );
}
