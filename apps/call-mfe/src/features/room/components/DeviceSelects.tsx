import { useTranslation } from '@platform/i18n';
import { SelectField } from '@platform/ui';
import type { DeviceLists } from '../../media/hooks/useDevices';
import type { DeviceChoices } from '../utils/room-session';

/** Camera, microphone and speaker pickers: on the join page and in the call's device settings. */
export function DeviceSelects({ devices, choices, onChange, speakers = true }: {
  devices: Pick<DeviceLists, 'cameras' | 'mics' | 'speakers'>;
  choices: Pick<DeviceChoices, 'cameraId' | 'micId' | 'speakerId'>;
  onChange(change: Partial<DeviceChoices>): void;
  /** False where the browser cannot choose the audio output (no setSinkId). */
  speakers?: boolean;
}) {
  const { t } = useTranslation('call');
  // Like the settings page: a list with no device ("No device found") cannot be opened.
  const options = (list: MediaDeviceInfo[], fallback: string) =>
    list.length ? list.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` })) : [{ value: '', label: t('join.noDevice') }];
  return (
    <>
      <SelectField label={t('join.camera')} value={choices.cameraId ?? devices.cameras[0]?.deviceId ?? ''} disabled={!devices.cameras.length} options={options(devices.cameras, t('join.camera'))} onChange={(e) => onChange({ cameraId: e.target.value || undefined })} />
      <SelectField label={t('join.microphone')} value={choices.micId ?? devices.mics[0]?.deviceId ?? ''} disabled={!devices.mics.length} options={options(devices.mics, t('join.microphone'))} onChange={(e) => onChange({ micId: e.target.value || undefined })} />
      {speakers && (
        <SelectField label={t('join.speaker')} value={choices.speakerId ?? devices.speakers[0]?.deviceId ?? ''} disabled={!devices.speakers.length} options={options(devices.speakers, t('join.speaker'))} onChange={(e) => onChange({ speakerId: e.target.value || undefined })} />
      )}
    </>
  );
}
