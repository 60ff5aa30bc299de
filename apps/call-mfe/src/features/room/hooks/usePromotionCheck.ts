import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { DeviceChoices, RoomCommand } from '@platform/shared-api';
import { toast } from '@platform/ui';
import { checkDevices } from '../../media';
import type { StagePath } from '../utils/stage-path';

interface Self {
  micOn: boolean;
  cameraOn: boolean;
}

/**
 * Brought on stage from the audience (issue 13): the devices the person has on are checked first, as
 * the join page does (permission, a camera and a microphone present). A device that fails is turned
 * off for the room and the person is told they are on stage without it; nothing is published until
 * the check is done. Returns whether publishing may start.
 */
export function usePromotionCheck(path: StagePath, self: Self | null, devices: DeviceChoices, run: (command: RoomCommand) => Promise<unknown>): boolean {
  const { t } = useTranslation('call');
  // The path whose check is done: whoever joins on stage was checked by the join page.
  const [checked, setChecked] = useState<StagePath>(path);
  const wanted = useRef({ micOn: !!self?.micOn, cameraOn: !!self?.cameraOn });
  wanted.current = { micOn: !!self?.micOn, cameraOn: !!self?.cameraOn };

  useEffect(() => {
    if (path !== 'stage') return setChecked(path);
    if (checked === 'stage') return;
    let cancelled = false;
    void checkDevices({ ...wanted.current, cameraId: devices.cameraId, micId: devices.micId }, () => cancelled).then(async (check) => {
      for (const track of check.tracks) track.stop();
      if (cancelled) return;
      const failed = check.cameraError ?? check.micError;
      if (check.cameraError) await run({ type: 'self.update', camera_on: false });
      if (check.micError) await run({ type: 'self.update', mic_on: false, has_mic: false });
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