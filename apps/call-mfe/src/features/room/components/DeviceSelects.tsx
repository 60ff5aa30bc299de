import { useTranslation } from '@platform/i18n';
import { BACKGROUND_EFFECTS, type BackgroundEffect, type DeviceChoices, type DeviceLists } from '@platform/shared-api';
import { SelectField } from '@platform/ui';

const BACKGROUND_LABELS: Record<BackgroundEffect, string> = {
  off: 'join.backgroundOff',
  blur: 'join.backgroundBlur',
  'image:dawn': 'join.backgroundDawn',
  'image:ocean': 'join.backgroundOcean',
  'image:studio': 'join.backgroundStudio',
};

/** Camera, microphone and speaker pickers and the camera's background: on the join page and in the call's device settings. */
export function DeviceSelects({
  devices,
  choices,
  onChange,
  speakers = true,
}: {
  devices: DeviceLists;
  choices: Pick<DeviceChoices, 'cameraId' | 'micId' | 'speakerId' | 'background'>;
  onChange(change: Partial<DeviceChoices>): void;
  /** False where the browser cannot choose the audio output (no setSinkId). */
  speakers?: boolean;
}) {
  const { t } = useTranslation('call');
  // Like the settings page: a list with no device ("No device found") cannot be opened.
  const options = (list: MediaDeviceInfo[], fallback: string) =>
    list.length
      ? list.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }))
      : [{ value: '', label: t('join.noDevice') }];
  return (
    <>
      <SelectField
        label={t('join.camera')}
        value={choices.cameraId ?? devices.cameras[0]?.deviceId ?? ''}
        disabled={!devices.cameras.length}
        options={options(devices.cameras, t('join.camera'))}
        onChange={(e) => onChange({ cameraId: e.target.value || undefined })}
      />
      <SelectField
        label={t('join.microphone')}
        value={choices.micId ?? devices.microphones[0]?.deviceId ?? ''}
        disabled={!devices.microphones.length}
        options={options(devices.microphones, t('join.microphone'))}
        onChange={(e) => onChange({ micId: e.target.value || undefined })}
      />
      <SelectField
        label={t('join.background')}
        value={choices.background ?? 'off'}
        disabled={!devices.cameras.length}
        options={BACKGROUND_EFFECTS.map((effect) => ({ value: effect, label: t(BACKGROUND_LABELS[effect]) }))}
        onChange={(e) => onChange({ background: e.target.value as BackgroundEffect })}
      />
      {speakers && (
        <SelectField
          label={t('join.speaker')}
          value={choices.speakerId ?? devices.speakers[0]?.deviceId ?? ''}
          disabled={!devices.speakers.length}
          options={options(devices.speakers, t('join.speaker'))}
          onChange={(e) => onChange({ speakerId: e.target.value || undefined })}
        />
      )}
    </>
  );
}
