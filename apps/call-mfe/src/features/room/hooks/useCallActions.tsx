import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '@platform/i18n';
import { saveDeviceChoices, type DeviceChoices, type ReactionEmoji, type RoomCommand } from '@platform/shared-api';
import { dialogs, toast } from '@platform/ui';
import type { useCallMedia } from '../../media';
import { boardLink, latestBoard, newBoardId } from '../../whiteboard/links';
import type { RoomClient } from '../api/room-client';
import { DevicesDialog, ShortcutsDialog } from '../components/CallDialogs';
import { InviteDialog } from '../components/InviteDialog';
import type { PanelName } from '../components/CallToolbar';
import { handRefusalKey, screenShareRefusalKey, type Participant, type RoomView } from '../utils/room-view';
import { rememberLayout, type LayoutChoice } from '../utils/room-session';
import type { CallAction } from '../utils/shortcuts';
import { useCallShortcuts } from './useCallShortcuts';

/** What the call's screen gives its actions: the room, who we are, the media, and the screen's own state. */
export interface CallActionsInput {
  client: RoomClient;
  view: RoomView;
  self: Participant | null;
  selfOnStage: boolean;
  media: ReturnType<typeof useCallMedia>;
  run: (command: RoomCommand) => Promise<unknown>;
  devices: DeviceChoices;
  setDevices: (choices: DeviceChoices) => void;
  layout: LayoutChoice;
  setLayout: (choice: LayoutChoice) => void;
  setPanel: Dispatch<SetStateAction<PanelName | null>>;
  /** An end-to-end room's secret, for the invite link; null otherwise. */
  secret: string | null;
  toggleFullscreen: () => void;
}

/**
 * What the call's toolbar and keyboard shortcuts do: devices, screen, hand, reactions, panels, layout,
 * dialogs (devices, shortcuts, invite), the call's whiteboard, fullscreen, leaving and ending for all.
 */
export function useCallActions(input: CallActionsInput) {
  const { client, view, self, selfOnStage, media, run } = input;
  const { devices, setDevices, layout, setLayout: setLayoutState, setPanel, secret, toggleFullscreen } = input;
  const { t } = useTranslation('call');
  const sharing = !!media.local.screenStream;
  const actions = {
    toggleMic: () => {
      if (!self) return;
      if (!selfOnStage) return void toast.info(t('toolbar.audienceOnly'));
      if (!self.hasMic) return void toast.error(t('toolbar.noMicHint'));
      void run({ type: 'self.update', mic_on: !self.micOn });
    },
    toggleCamera: () => {
      if (!selfOnStage) return void toast.info(t('toolbar.audienceOnly'));
      if (self) void run({ type: 'self.update', camera_on: !self.cameraOn });
    },
    toggleScreen: () => {
      if (sharing) return media.stopScreenShare();
      const refusal = screenShareRefusalKey(self, view.room?.mode);
      if (refusal) return void toast.error(t(refusal));
      void media.startScreenShare();
    },
    toggleHand: () => {
      if (!self) return;
      if (self.handRaised) return void run({ type: 'hand.lower' });
      const refusal = handRefusalKey(self);
      if (refusal) return void toast.error(t(refusal));
      void run({ type: 'hand.raise' });
    },
    react: (emoji: ReactionEmoji) => void run({ type: 'reaction.send', emoji }),
    togglePanel: (name: PanelName) => setPanel((open) => (open === name ? null : name)),
    setLayout: (choice: LayoutChoice) => {
      setLayoutState(choice);
      rememberLayout(choice);
    },
    openDevices: async () => {
      const chosen = await dialogs.open<DeviceChoices>((close) => <DevicesDialog initial={devices} close={close} />, {
        label: t('devices.title'),
      });
      if (!chosen) return;
      setDevices(
        saveDeviceChoices({
          cameraId: chosen.cameraId,
          micId: chosen.micId,
          speakerId: chosen.speakerId,
          background: chosen.background ?? 'off',
        }),
      );
    },
    openShortcuts: () => void dialogs.open((close) => <ShortcutsDialog close={() => close()} />, { label: t('shortcuts.title') }),
    // One board per call, shared through the chat so everyone in it (and only they) can open it.
    openWhiteboard: () => {
      const shared = latestBoard(
        view.chat.map((m) => m.text),
        location.origin,
      );
      const id = shared ?? newBoardId();
      window.open(`/draw?room=${id}`, '_blank', 'noopener');
      if (!shared) void run({ type: 'chat.send', text: boardLink(location.origin, id) });
    },
    openInvite: () =>
      void dialogs.open(
        (close) => <InviteDialog alias={client.session.alias} title={view.room?.title ?? ''} secret={secret} close={() => close()} />,
        { label: t('invite.title') },
      ),
    toggleFullscreen,
    leave: () => client.leave(),
    endForAll: async () => {
      const ok = await dialogs.confirm({
        title: t('toolbar.endTitle'),
        message: t('toolbar.endText'),
        confirmLabel: t('toolbar.endForAll'),
        danger: true,
      });
      if (ok) client.send({ type: 'room.end' });
    },
  };
  const onShortcut = (action: CallAction) => {
    const map: Record<CallAction, () => void> = {
      mic: actions.toggleMic,
      camera: actions.toggleCamera,
      screen: actions.toggleScreen,
      hand: actions.toggleHand,
      chat: () => actions.togglePanel('chat'),
      participants: () => actions.togglePanel('participants'),
      gallery: () => actions.setLayout({ ...layout, display: layout.display === 'gallery' ? 'center' : 'gallery' }),
      shortcuts: actions.openShortcuts,
    };
    map[action]();
  };
  useCallShortcuts(onShortcut);
  return actions;
}
