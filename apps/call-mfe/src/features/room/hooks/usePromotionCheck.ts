import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { DeviceChoices, RoomCommand } from '@platform/shared-api';
import { toast } from '@platform/ui';
import { checkDevices } from '../../media';
import type { StagePath } from '../utils/stage-path';

/**
 * Brought on stage from the audience (issue 13): the audience joined with nothing on and was asked for
 * no device (issue 29), so this is when the camera and microphone the person chose (their device
 * choices) are asked for, as the join page does (permission, a camera and a microphone present), and
 * turned on for the room. A device that fails stays off and the person is told they are on stage
 * without it; nothing is published until the check is done. Returns whether publishing may start.
 */
export function usePromotionCheck(path: StagePath, devices: DeviceChoices, run: (command: RoomCommand) => Promise<unknown>): boolean {
  const { t } = useTranslation('call');
  // The path whose check is done: whoever joins on stage was checked by the join page.
  const [checked, setChecked] = useState<StagePath>(path);
  const wanted = useRef({ micOn: devices.micOn, cameraOn: devices.cameraOn });
  wanted.current = { micOn: devices.micOn, cameraOn: devices.cameraOn };

  useEffect(() => {
    if (path !== 'stage') return setChecked(path);
    if (checked === 'stage') return;
    let cancelled = false;
    void checkDevices({ ...wanted.current, cameraId: devices.cameraId, micId: devices.micId }, () => cancelled).then(async (check) => {
      for (const track of check.tracks) track.stop();
      if (cancelled) return;
      const failed = check.cameraError ?? check.micError;
      // Not awaited: the person hears at once that they are on stage, the room follows.
      void run({
        type: 'self.update',
        camera_on: wanted.current.cameraOn && !check.cameraError,
        mic_on: wanted.current.micOn && !check.micError,
        ...(check.micError ? { has_mic: false } : {}),
      });
      if (cancelled) return;
      if (failed) toast.error(t('promotion.withoutDevices', { reason: t(failed) }));
      else toast.success(t('promotion.onStage'));
      setChecked('stage');
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once per promotion
  }, [path, checked]);

  return path !== 'stage' || checked === 'stage';
}
