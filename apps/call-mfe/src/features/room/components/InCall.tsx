import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@platform/i18n';
import {
  isEndToEndRoom,
  isOnStage,
  loadDeviceChoices,
  saveDeviceChoices,
  useSessionStore,
  type CallConfig,
  type DeviceChoices,
  type ReactionEmoji,
  type RoomCommand,
} from '@platform/shared-api';
import { Badge, Button, IconButton, dialogs, toast, visibleCustomisation } from '@platform/ui';
import { useCallMedia } from '../../media';
import { EndToEndStatus } from './EncryptionBadge';
import { SecretPrompt } from './RoomSecretField';
import { useRoomSecret } from '../hooks/useRoomSecret';
import { RoomCommandError, type RoomClient } from '../api/room-client';
import { handRefusalKey, isModerator, isRoomHost, roomErrorKey, screenShareRefusalKey, selfOf, type RoomView } from '../utils/room-view';
import { rememberLayout, rememberedLayout, type LayoutChoice } from '../utils/room-session';
import type { CallAction } from '../utils/shortcuts';
import { useRoomNotices } from '../hooks/useRoomNotices';
import { useIdleControls } from '../hooks/useIdleControls';
import { useCallShortcuts } from '../hooks/useCallShortcuts';
import { useParticipantActions } from '../hooks/useParticipantActions';
import { usePromotionCheck } from '../hooks/usePromotionCheck';
import { stageMediaOf, stagePathOf } from '../utils/stage-path';
import { useListeningChannel } from '../hooks/useListeningChannel';
import { useClock, useFullscreen, useMediaErrorToasts } from '../hooks/useCallChrome';
import { useGiftArrivals } from '../../gifts';
import { CustomisationLayer, useEventCustomisation, Watermark } from '../../customisation';
import { boardLink, latestBoard, newBoardId } from '../../whiteboard/links';
import { AudienceStage, BroadcastBar, useAudienceStream, useAudienceTrouble, useViewerGrant } from '../../broadcast';
import { ReactionsLayer, useReactions } from '../../reactions';
import { CallStage } from './CallStage';
import { ChannelPicker } from './ChannelPicker';
import { CallToolbar, type PanelName } from './CallToolbar';
import { DevicesDialog, ShortcutsDialog } from './CallDialogs';
import { InviteDialog } from './InviteDialog';
import { ChatPanel } from './ChatPanel';
import { ParticipantsPanel } from './ParticipantsPanel';
import styles from './call.module.css';

export interface InCallProps {
  client: RoomClient;
  config: CallConfig | null;
  /** Fetches the call config again (a fresh short-lived media token). */
  renewConfig?: () => Promise<CallConfig>;
}

/** The in-call screen: header, stage (media), side panel (participants or chat) and the toolbar. */
export function InCall({ client, config, renewConfig }: InCallProps) {
  const { t } = useTranslation('call');
  const view = useStore(client.store, (s) => s.view);
  const join = useStore(client.store, (s) => s.join);
  const self = selfOf(view);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [layout, setLayoutState] = useState<LayoutChoice>(rememberedLayout);
  const [devices, setDevices] = useState<DeviceChoices>(() => loadDeviceChoices());
  const [seenChat, setSeenChat] = useState(view.chat.length);
  const unread = panel === 'chat' ? 0 : Math.max(0, view.chat.length - seenChat);
  const root = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const toolbar = useRef<HTMLElement>(null);
  const controlsHidden = useIdleControls(root, [header, toolbar]);
  const fullscreen = useFullscreen(root);
  const clock = useClock();
  const look = useEventCustomisation(client.session.alias);
  const shown = visibleCustomisation(look ?? null);
  const email = useSessionStore((s) => s.account?.email);

  useEffect(() => {
    if (panel === 'chat') setSeenChat(view.chat.length);
  }, [panel, view.chat.length]);

  const visible = useMemo(() => view.participants.filter((p) => !p.invisible || p.id === view.selfId), [view.participants, view.selfId]);
  // Media links go between people on stage (everyone in a meeting; issue 13) and to the broadcast's
  // hidden recorders (issue 12); the audience watches the HLS stream and opens none, or with LiveKit
  // subscribes to the stage's tracks without publishing.
  const mode = view.room?.mode ?? 'meeting';
  const selfOnStage = !self || isOnStage(self, mode);
  const onStage = useMemo(() => visible.filter((p) => isOnStage(p, mode)), [visible, mode]);
  const path = stagePathOf(selfOnStage, config);
  const plan = useMemo(() => stageMediaOf(path, onStage, view.recorders), [path, onStage, view.recorders]);
  const audienceUrl = useAudienceStream(client);
  const audienceTrouble = useAudienceTrouble(client);
  const reactions = useReactions(client);
  const audienceGrant = useViewerGrant(client, !!audienceUrl && path === 'hls-audience');
  // The HLS audience hears the stream's audio renditions: a language is there once the stream carries it.
  const [renditions, setRenditions] = useState<string[]>([]);
  const listening = useListeningChannel(view, self, selfOnStage || config?.transport === 'livekit' ? 'stage' : renditions);
  /** Runs a command and says why when the server refuses it. */
  const run = useCallback(
    async (command: RoomCommand) => {
      try {
        return await client.command(command);
      } catch (error) {
        toast.error(t(roomErrorKey(error instanceof RoomCommandError ? error.code : 'generic')));
        return null;
      }
    },
    [client, t],
  );
  // Brought on stage: devices are checked before anything is published.
  const devicesChecked = usePromotionCheck(path, devices, run);
  const publishes = plan.publishes && devicesChecked;
  // End to end on LiveKit (issue 26): the media key comes from the room's secret, which only browsers hold.
  const endToEnd = isEndToEndRoom(mode);
  const roomSecret = useRoomSecret(client.session.alias, endToEnd, !!self && isRoomHost(self));
  const needsSecret = endToEnd && config?.transport === 'livekit' && !roomSecret.secret;
  const media = useCallMedia({
    endToEnd,
    e2eeKey: roomSecret.key,
    signal: client.signal,
    participants: plan.link,
    config,
    renewConfig,
    micOn: publishes && !!self?.micOn,
    cameraOn: publishes && !!self?.cameraOn,
    devices: { micId: devices.micId, cameraId: devices.cameraId, speakerId: devices.speakerId, background: devices.background },
    signalState: join === 'reconnecting' ? 'reconnecting' : 'connected',
    audioGains: listening.gains,
  });
  useMediaErrorToasts(media.local);

  const menuFor = useParticipantActions(view, run);

  useRoomNotices(client, run);
  const giftRoom = useMemo(
    () => ({
      onMessage: (listener: (message: unknown) => void) => client.onMessage(listener),
      updateChat: (change: (chat: RoomView['chat']) => RoomView['chat']) =>
        client.store.setState((s) => ({ view: { ...s.view, chat: change(s.view.chat) } })),
    }),
    [client],
  );
  useGiftArrivals(giftRoom);

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
        (close) => (
          <InviteDialog
            alias={client.session.alias}
            title={view.room?.title ?? ''}
            secret={endToEnd ? roomSecret.secret : null}
            close={() => close()}
          />
        ),
        { label: t('invite.title') },
      ),
    toggleFullscreen: fullscreen.toggle,
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

  if (!self || !view.room) return null;
  const moderator = isModerator(self);
  const attention = (moderator ? view.waiting.length : 0) + view.participants.filter((p) => p.handRaised).length;
  const mediaTrouble = media.status === 'failed' ? t(media.error ?? 'media.failed') : null;

  return (
    <div
      ref={root}
      className={`${styles.call}${controlsHidden ? ` ${styles.idle}` : ''}`}
      data-theme-surface="call"
      data-controls={controlsHidden ? 'hidden' : 'shown'}
    >
      <header ref={header} className={`${styles.header}${controlsHidden ? ` ${styles.faded}` : ''}`}>
        <div className={styles.headerTitle}>
          <h1>{view.room.title}</h1>
          <span className={styles.headerMeta}>
            {t('header.people', { count: Math.max(view.count, view.participants.length) })}
            {view.room.locked && <Badge tone="danger">{t('header.locked')}</Badge>}
            {view.room.waiting_room && <Badge>{t('header.waitingRoom')}</Badge>}
            {view.room.mode_switching ? (
              <Badge tone="primary">{t('host.modeSwitching')}</Badge>
            ) : (
              <Badge>{t(`mode.${view.room.mode}`)}</Badge>
            )}
            {sharing && <Badge tone="primary">{t('header.sharing')}</Badge>}
          </span>
        </div>
        {endToEnd && <EndToEndStatus media={media} secret={roomSecret} />}
        <BroadcastBar client={client} moderator={moderator} endToEnd={endToEnd} />
        <ChannelPicker state={listening} onChange={listening.choose} />
        {(join === 'reconnecting' || media.status === 'reconnecting') && (
          <span className={styles.reconnecting} role="status">
            {t('state.reconnecting.title')}
          </span>
        )}
        {mediaTrouble && join !== 'reconnecting' && (
          <span className={styles.mediaTrouble}>
            <span className={styles.reconnecting} role="alert">
              {mediaTrouble}
            </span>
            <Button size="sm" variant="secondary" icon="refresh" onClick={media.retry}>
              {t('media.retry')}
            </Button>
          </span>
        )}
      </header>

      <div className={styles.body}>
        {/* A protected call offers no "Save video as" or picture-in-picture from the context menu. */}
        <section
          className={styles.stage}
          aria-label={t('stage.label')}
          onContextMenu={shown.watermark ? (e) => e.preventDefault() : undefined}
        >
          <CustomisationLayer value={look} logoLabel={t('customisation.logo')}>
            {needsSecret ? (
              <SecretPrompt onChoose={roomSecret.choose} />
            ) : path !== 'hls-audience' ? (
              <CallStage
                view={view}
                visible={onStage}
                media={media}
                display={layout.display}
                layout={layout.layout}
                menuFor={menuFor}
                hostBadgeUrl={shown.nameBadge ? (look?.host_name_badge_url ?? null) : null}
              />
            ) : (
              <AudienceStage
                url={audienceUrl}
                grant={audienceGrant}
                trouble={audienceTrouble}
                channel={listening.chosen}
                onLanguages={setRenditions}
              />
            )}
            {shown.watermark && <Watermark identity={email || self.displayName} />}
          </CustomisationLayer>
          <ReactionsLayer reactions={reactions} />
        </section>
        {panel && (
          <aside className={styles.panel} aria-label={t(panel === 'chat' ? 'chat.title' : 'participants.title')}>
            <div className={styles.panelHeader}>
              <h2>{panel === 'chat' ? t('chat.title') : t('participants.titleCount', { count: view.participants.length })}</h2>
              <IconButton icon="x" variant="ghost" label={t('panel.close')} onClick={() => setPanel(null)} />
            </div>
            {panel === 'chat' ? (
              <ChatPanel client={client} view={view} run={run} />
            ) : (
              <ParticipantsPanel client={client} view={view} run={run} display={layout.display} />
            )}
          </aside>
        )}
      </div>

      <CallToolbar
        ref={toolbar}
        hidden={controlsHidden}
        actions={actions}
        state={{
          micOn: self.micOn,
          hasMic: self.hasMic,
          cameraOn: self.cameraOn,
          sharing,
          audience: !selfOnStage,
          handRaised: self.handRaised,
          panel,
          unread,
          attention,
          host: isRoomHost(self),
          layout,
          fullscreen: fullscreen.active,
          alias: view.room.alias,
          clock,
        }}
      />
    </div>
  );
}
