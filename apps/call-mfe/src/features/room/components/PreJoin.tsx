import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { isApiError, joinsAudience, loadDeviceChoices, saveDeviceChoices, signalAuth, type DeviceChoices } from '@platform/shared-api';
import { Alert, Button, DISPLAY_NAME_MAX, PasswordField, TextField, describeError, useMediaDevices } from '@platform/ui';
import { JoinPreview } from './JoinPreview';
import { WatchNotice } from './WatchNotice';
import { RoomSecretField } from './RoomSecretField';
import { useJoinSecret } from '../hooks/useJoinSecret';
import type { JoinDetail } from '../hooks/useJoinDetail';
// The pre-join entry, not the media index: the join page must not pull in the call transports.
import { preloadLiveKitClient, usePreviewMedia } from '../../media/prejoin';
import { browserDeviceId, rememberedName, rememberName, saveRoomSession } from '../utils/room-session';
import styles from './join.module.css';

/** The pre-join: camera and mic check (or the audience's notice), display name, passcode and room secret, then Join. */
export function PreJoin({
  alias,
  detail,
  preloadRoom,
  speaker,
  defaultName,
  signedInAs,
}: {
  alias: string;
  detail: JoinDetail;
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
      // The call takes over the live camera and microphone instead of opening them again (issue 31).
      preview.handOver();
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
        <JoinPreview
          preview={preview}
          video={video}
          choices={choices}
          devices={devices}
          initial={(name.trim() || '?').slice(0, 1).toUpperCase()}
          onChange={update}
        />
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
