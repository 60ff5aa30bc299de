import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, SelectField, toast } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '../../components/SettingsPage';
import { pickDevice, readDevicePreferences, writeDevicePreferences, type DevicePreferences } from './device-preferences';
import { useDeviceLists, useMicLevel, usePreviewStream, useSpeakerTest } from './use-media-devices';
import css from './devices.module.css';

const BARS = 16;

/** /app/change_media_devices: camera preview, microphone meter and speaker test; the choices are used by the call remote. */
export function DevicesPage() {
  const { t, i18n } = useTranslation('settings');
  const [preferences, setPreferences] = useState<DevicePreferences>(() => readDevicePreferences());
  const video = usePreviewStream('video', preferences.cameraId, true);
  const audio = usePreviewStream('audio', preferences.microphoneId, true);
  const lists = useDeviceLists(Boolean(video.stream || audio.stream));
  const level = useMicLevel(audio.stream);
  const speaker = useSpeakerTest(preferences.speakerId);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = video.stream;
  }, [video.stream]);

  function choose(key: keyof DevicePreferences, deviceId: string) {
    const next = { ...preferences, [key]: deviceId };
    setPreferences(next);
    writeDevicePreferences(next);
    toast.success(i18n.t('common:toast.saved'));
  }

  const options = (devices: MediaDeviceInfo[], fallback: string) =>
    devices.length
      ? devices.map((d, index) => ({ value: d.deviceId, label: d.label || `${fallback} ${index + 1}` }))
      : [{ value: '', label: t('devices.none') }];
  const cameraId = pickDevice(lists.cameras, preferences.cameraId) ?? '';
  const microphoneId = pickDevice(lists.microphones, preferences.microphoneId) ?? '';
  const speakerId = pickDevice(lists.speakers, preferences.speakerId) ?? '';
  const lit = Math.round(level * BARS);

  return (
    <SettingsPage title={t('devices.title')} description={t('devices.description')} wide>
      <div className={css.layout}>
        <SettingsSection title={t('devices.camera')}>
          <div className={css.preview}>
            {video.stream ? <video ref={videoRef} autoPlay playsInline muted aria-label={t('devices.preview')} data-testid="camera-preview" /> : (
              <div className={css.previewMessage} role={video.errorKey ? 'alert' : undefined}>
                <Icon name="videoOff" size={28} />
                {video.errorKey ? t(`common:${video.errorKey}`) : t('devices.starting')}
              </div>
            )}
          </div>
          <SelectField label={t('devices.camera')} value={cameraId} disabled={!lists.cameras.length} options={options(lists.cameras, t('devices.camera'))} onChange={(e) => choose('cameraId', e.target.value)} />
        </SettingsSection>
        <div className={styles.section} style={{ gap: 'var(--space-5)' }}>
          <SettingsSection title={t('devices.microphone')}>
            <SelectField label={t('devices.microphone')} value={microphoneId} disabled={!lists.microphones.length} options={options(lists.microphones, t('devices.microphone'))} onChange={(e) => choose('microphoneId', e.target.value)} />
            {audio.errorKey ? <p className={styles.muted} role="alert">{t(`common:${audio.errorKey}`)}</p> : (
              <div>
                <span className={styles.muted} id="mic-level-label">{t('devices.speakNow')}</span>
                <div className={css.meter} role="meter" aria-labelledby="mic-level-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)} data-testid="mic-meter">
                  {Array.from({ length: BARS }, (_, i) => <span key={i} data-on={i < lit} />)}
                </div>
              </div>
            )}
          </SettingsSection>
          <SettingsSection title={t('devices.speaker')}>
            <div className={css.row}>
              <SelectField label={t('devices.speaker')} value={speakerId} disabled={!lists.speakers.length} options={options(lists.speakers, t('devices.speaker'))} onChange={(e) => choose('speakerId', e.target.value)} />
              <Button icon="bell" onClick={() => void speaker.play()} loading={speaker.playing} loadingLabel={t('devices.playing')}>{t('devices.testSpeaker')}</Button>
            </div>
          </SettingsSection>
        </div>
      </div>
    </SettingsPage>
  );
}
