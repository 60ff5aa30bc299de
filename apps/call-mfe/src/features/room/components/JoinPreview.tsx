import type { RefObject } from 'react';
import { useTranslation } from '@platform/i18n';
import type { DeviceChoices } from '@platform/shared-api';
import { Alert, IconButton, type useMediaDevices } from '@platform/ui';
import { DeviceSelects } from './DeviceSelects';
// The pre-join entry, not the media index: the join page must not pull in the call transports.
import { MicLevelMeter, type usePreviewMedia } from '../../media/prejoin';
import styles from './join.module.css';

/** The pre-join's camera and mic check: the preview, mic and camera buttons, the mic's level, device problems and pickers. */
export function JoinPreview({
  preview,
  video,
  choices,
  devices,
  initial,
  onChange: update,
}: {
  preview: ReturnType<typeof usePreviewMedia>;
  video: RefObject<HTMLVideoElement | null>;
  choices: DeviceChoices;
  devices: ReturnType<typeof useMediaDevices>;
  /** Shown in place of the picture: the first letter of the name typed. */
  initial: string;
  onChange: (change: Partial<DeviceChoices>) => void;
}) {
  const { t } = useTranslation('call');
  const hasVideo = !!preview.stream?.getVideoTracks().length;
  return (
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
              {initial}
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
      {/* Kept while the microphone starts (at zero), so nothing below it moves when it opens. */}
      {choices.micOn && !preview.micError && (
        <div className={styles.meterRow}>
          <span>{t('join.micLevel')}</span>
          <MicLevelMeter stream={preview.stream} />
        </div>
      )}
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
  );
}
