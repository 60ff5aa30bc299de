import { useEffect, useRef } from 'react';
import { useTranslation } from '@platform/i18n';
import type { RoomCommand } from '@platform/shared-api';
import { dialogs, toast } from '@platform/ui';
import type { RoomClient } from '../api/room-client';

/**
 * What the room says to this person alone: a co-host offer to accept or decline, a host asking to
 * turn on the camera or mic (turn on, or later), a forced mute, and the answers to the host's asks.
 */
export function useRoomNotices(client: RoomClient, run: (command: RoomCommand) => Promise<unknown>) {
  const { t } = useTranslation('call');
  const waitingSeen = useRef(new Set(client.store.getState().view.waiting.map((w) => w.id)));
  useEffect(
    () =>
      client.onMessage((message) => {
        switch (message.type) {
          case 'room.waiting': {
            // Moderators hear about each new arrival in the waiting room, with a way to let them in.
            for (const waiter of message.waiting) {
              if (waitingSeen.current.has(waiter.id)) continue;
              toast.notify(t('notice.waiting', { name: waiter.display_name }), {
                action: { label: t('participants.admit'), onClick: () => void run({ type: 'admit', to: waiter.id }) },
              });
            }
            waitingSeen.current = new Set(message.waiting.map((w) => w.id));
            break;
          }
          case 'cohost.offer':
            void dialogs
              .confirm({
                title: t('notice.cohostOfferTitle'),
                message: t('notice.cohostOffer', { name: message.from_name }),
                confirmLabel: t('notice.accept'),
                cancelLabel: t('notice.decline'),
              })
              .then((accept) => run({ type: 'cohost.respond', accept }));
            break;
          case 'cohost.answer':
            toast.info(t(message.accept ? 'notice.cohostAccepted' : 'notice.cohostDeclined', { name: message.from_name }));
            break;
          case 'media.ask': {
            const kind = message.kind === 'video' ? 'camera' : 'mic';
            void dialogs
              .confirm({
                title: t(`notice.ask.${message.kind}.title`),
                message: t(`notice.ask.${message.kind}.text`, { name: message.from_name }),
                confirmLabel: t('notice.turnOn'),
                cancelLabel: t('notice.later'),
              })
              .then(async (accept) => {
                if (accept) await run({ type: 'self.update', ...(kind === 'camera' ? { camera_on: true } : { mic_on: true }) });
                await run({ type: 'media.ask.reply', to: message.from, kind: message.kind, accept });
              });
            break;
          }
          case 'media.ask.answer':
            toast.info(t(message.accept ? 'notice.askAccepted' : 'notice.askPostponed', { name: message.from_name }));
            break;
          case 'media.force':
            toast.info(t(message.camera === false ? 'notice.cameraStopped' : 'notice.muted'));
            break;
          default:
            break;
        }
      }),
    [client, run, t],
  );
}
