import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { loadDeviceChoices, pickDevice, saveDeviceChoices, type DeviceChoices } from '@platform/shared-api';
import { Button, Icon, SelectField, toast, useMediaDevices } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { useMicLevel, usePreviewStream, useSpeakerTest } from '../hooks/useDevicePreview';
import css from './devices.module.css';

const BARS = 16;

/** /app/change_media_devices: camera preview, microphone meter and speaker test; the choices are used by the call remote. */
export function DevicesPage() {
  const { t, i18n } = useTranslation('settings');
  const [preferences, setPreferences] = useState<DeviceChoices>(() => loadDeviceChoices());
  const video = usePreviewStream('video', preferences.cameraId, true);
  const audio = usePreviewStream('audio', preferences.micId, true);
  const lists = useMediaDevices();
  const level = useMicLevel(audio.stream);
  const speaker = useSpeakerTest(preferences.speakerId);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = video.stream;
  }, [video.stream]);

  // Labels appear once access is granted.
  const { refresh } = lists;
  useEffect(() => {
    if (video.stream || audio.stream) void refresh();
  }, [video.stream, audio.stream, refresh]);

  function choose(key: 'cameraId' | 'micId' | 'speakerId', deviceId: string) {
    // Merged into what is stored: the call's on/off switches stay as the pre-join left them.
    setPreferences(saveDeviceChoices({ [key]: deviceId }));
    toast.success(i18n.t('common:toast.saved'));
  }

  const options = (devices: MediaDeviceInfo[], fallback: string) =>
    devices.length
      ? devices.map((d, index) => ({ value: d.deviceId, label: d.label || `${fallback} ${index + 1}` }))
      : [{ value: '', label: t('devices.none') }];
  const cameraId = pickDevice(lists.cameras, preferences.cameraId) ?? '';
  const microphoneId = pickDevice(lists.microphones, preferences.micId) ?? '';
  const speakerId = pickDevice(lists.speakers, preferences.speakerId) ?? '';
  const lit = Math.round(level * BARS);

  return (
    <SettingsPage title={t('devices.title')} description={t('devices.description')} wide>
      <div className={css.layout}>
        <SettingsSection title={t('devices.camera')}>
          <div className={css.preview}>
            {video.stream ? (
              <video ref={videoRef} autoPlay playsInline muted aria-label={t('devices.preview')} data-testid="camera-preview" />
            ) : (
              <div className={css.previewMessage} role={video.errorKey ? 'alert' : undefined}>
                <Icon name="videoOff" size={28} />
                {video.errorKey ? t(video.errorKey) : t('devices.starting')}
              </div>
            )}
          </div>
          <SelectField
            label={t('devices.camera')}
            value={cameraId}
            disabled={!lists.cameras.length}
            options={options(lists.cameras, t('devices.camera'))}
            onChange={(e) => choose('cameraId', e.target.value)}
          />
        </SettingsSection>
        <div className={styles.section} style={{ gap: 'var(--space-5)' }}>
          <SettingsSection title={t('devices.microphone')}>
            <SelectField
              label={t('devices.microphone')}
              value={microphoneId}
              disabled={!lists.microphones.length}
              options={options(lists.microphones, t('devices.microphone'))}
              onChange={(e) => choose('micId', e.target.value)}
            />
            {audio.errorKey ? (
              <p className={styles.muted} role="alert">
                {t(audio.errorKey)}
              </p>
            ) : (
              <div>
                <span className={styles.muted} id="mic-level-label">
                  {t('devices.speakNow')}
                </span>
                <div
                  className={css.meter}
                  role="meter"
                  aria-labelledby="mic-level-label"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(level * 100)}
                  data-testid="mic-meter"
                >
                  {Array.from({ length: BARS }, (_, i) => (
                    <span key={i} data-on={i < lit} />
                  ))}
                </div>
              </div>
            )}
          </SettingsSection>
          <SettingsSection title={t('devices.speaker')}>
            <div className={css.row}>
              <SelectField
                label={t('devices.speaker')}
                value={speakerId}
                disabled={!lists.speakers.length}
                options={options(lists.speakers, t('devices.speaker'))}
                onChange={(e) => choose('speakerId', e.target.value)}
              />
              <Button icon="bell" onClick={() => void speaker.play()} loading={speaker.playing} loadingLabel={t('devices.playing')}>
                {t('devices.testSpeaker')}
              </Button>
            </div>
          </SettingsSection>
        </div>
      </div>
    </SettingsPage>
  );
}
