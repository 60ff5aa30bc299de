import { useCallback } from 'react';
import { useTranslation } from '@platform/i18n';
import type { Interpretation, RoomCommand } from '@platform/shared-api';
import { dialogs, toast, type MenuItem } from '@platform/ui';
import { actionsFor, type Participant, type RoomView } from '../utils/room-view';
import { useGiftMenuItem } from '../../gifts';
import { InterpreterDialog } from '../components/InterpreterDialog';

/** The room command behind each participant action (`actionsFor`). */
export function actionCommand(action: string, to: string, languages?: Interpretation): RoomCommand | null {
  switch (action) {
    case 'interpreter.on':
    case 'interpreter.change':
      return languages ? { type: 'interpreter.set', to, on: true, languages } : null;
    case 'cohost.offer':
      return { type: 'cohost.offer', to };
    case 'cohost.revoke':
      return { type: 'cohost.revoke', to };
    case 'presenter.on':
    case 'presenter.off':
      return { type: 'presenter.set', to, on: action.endsWith('.on') };
    case 'interpreter.off':
      return { type: 'interpreter.set', to, on: false };
    case 'backstage.on':
    case 'backstage.off':
      return { type: 'backstage.set', to, on: action.endsWith('.on') };
    case 'pin.on':
    case 'pin.off':
      return { type: 'pin.set', to, on: action.endsWith('.on') };
    case 'hand.lower':
      return { type: 'hand.lower', to };
    case 'mic.stop':
      return { type: 'media.stop', to, kind: 'mic' };
    case 'camera.stop':
      return { type: 'media.stop', to, kind: 'camera' };
    case 'mic.deny':
    case 'mic.allow':
      return { type: 'media.deny', to, kind: 'mic', denied: action === 'mic.deny' };
    case 'camera.deny':
    case 'camera.allow':
      return { type: 'media.deny', to, kind: 'camera', denied: action === 'camera.deny' };
    case 'ask.video':
      return { type: 'media.ask', to, kind: 'video' };
    case 'ask.mic':
      return { type: 'media.ask', to, kind: 'mic' };
    case 'remove':
      return { type: 'remove', to };
    case 'block':
      return { type: 'block', to };
    default:
      return null;
  }
}

/**
 * A participant's menu, the same in the participants panel and on their video tile: what the
 * viewer's role allows (`actionsFor`), "Send a gift", confirmations for remove and block.
 */
export function useParticipantActions(view: RoomView, run: (command: RoomCommand) => Promise<Record<string, unknown> | null>) {
  const { t } = useTranslation('call');
  const self = view.participants.find((p) => p.id === view.selfId) ?? null;
  const giftItem = useGiftMenuItem(view.room?.alias ?? '', view.selfId);

  const act = useCallback(
    async (target: Participant, action: string) => {
      // Making an interpreter (or changing their pair) asks for the language pair first.
      let languages: Interpretation | undefined;
      if (action === 'interpreter.on' || action === 'interpreter.change') {
        languages = await dialogs.open<Interpretation>(
          (close) => <InterpreterDialog name={target.displayName} current={target.interpretation} close={close} />,
          { label: t('interpretation.titleMake', { name: target.displayName }) },
        );
        if (!languages) return;
      }
      const command = actionCommand(action, target.id, languages);
      if (!command) return;
      if (action === 'remove' || action === 'block') {
        const ok = await dialogs.confirm({
          title: t(`actions.${action}Title`, { name: target.displayName }),
          message: t(`actions.${action}Text`, { name: target.displayName }),
          confirmLabel: t(`actions.${action}`),
          danger: true,
        });
        if (!ok) return;
      }
      const result = await run(command);
      if (result && action === 'cohost.offer') toast.info(t('actions.cohostOffered', { name: target.displayName }));
      if (result && action.startsWith('ask.')) toast.info(t('actions.asked', { name: target.displayName }));
    },
    [run, t],
  );

  return useCallback(
    (target: Participant): MenuItem[] => {
      const items: MenuItem[] = actionsFor(self, target).map((action) => ({
        id: action,
        label: t(`actions.${action}`),
        danger: action === 'remove' || action === 'block',
        onSelect: () => void act(target, action),
      }));
      const gift = giftItem(target);
      if (gift) items.unshift(gift);
      return items;
    },
    [self, giftItem, act, t],
  );
}
