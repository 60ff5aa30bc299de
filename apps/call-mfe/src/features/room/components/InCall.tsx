import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@platform/i18n';
import {
  isEndToEndRoom,
  isOnStage,
  loadDeviceChoices,
  useSessionStore,
  type CallConfig,
  type DeviceChoices,
  type RoomCommand,
} from '@platform/shared-api';
import { toast, visibleCustomisation } from '@platform/ui';
import { useCallMedia } from '../../media';
import { SecretPrompt } from './RoomSecretField';
import { useRoomSecret } from '../hooks/useRoomSecret';
import { RoomCommandError, type RoomClient } from '../api/room-client';
import { isModerator, isRoomHost, roomErrorKey, selfOf, type RoomView } from '../utils/room-view';
import { rememberedLayout, type LayoutChoice } from '../utils/room-session';
import { useRoomNotices } from '../hooks/useRoomNotices';
import { useIdleControls } from '../hooks/useIdleControls';
import { useCallActions } from '../hooks/useCallActions';
import { useParticipantActions } from '../hooks/useParticipantActions';
import { usePromotionCheck } from '../hooks/usePromotionCheck';
import { stageMediaOf, stagePathOf } from '../utils/stage-path';
import { useListeningChannel } from '../hooks/useListeningChannel';
import { useClock, useFullscreen, useMediaErrorToasts } from '../hooks/useCallChrome';
import { useGiftArrivals } from '../../gifts';
import { CustomisationLayer, useEventCustomisation, Watermark } from '../../customisation';
import { AudienceStage, useAudienceStream, useAudienceTrouble, useViewerGrant } from '../../broadcast';
import { ReactionsLayer, useReactions } from '../../reactions';
import { CallStage } from './CallStage';
import { CallHeader } from './CallHeader';
import { CallToolbar, type PanelName } from './CallToolbar';
import { CallSidePanel } from './CallSidePanel';
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
  const actions = useCallActions({
    client,
    view,
    self,
    selfOnStage,
    media,
    run,
    devices,
    setDevices,
    layout,
    setLayout: setLayoutState,
    setPanel,
    secret: endToEnd ? roomSecret.secret : null,
    toggleFullscreen: fullscreen.toggle,
  });

  if (!self || !view.room) return null;
  const moderator = isModerator(self);
  const attention = (moderator ? view.waiting.length : 0) + view.participants.filter((p) => p.handRaised).length;

  return (
    <div
      ref={root}
      className={`${styles.call}${controlsHidden ? ` ${styles.idle}` : ''}`}
      data-theme-surface="call"
      data-controls={controlsHidden ? 'hidden' : 'shown'}
    >
      <CallHeader
        ref={header}
        faded={controlsHidden}
        client={client}
        view={view}
        room={view.room}
        sharing={sharing}
        endToEnd={endToEnd}
        media={media}
        roomSecret={roomSecret}
        moderator={moderator}
        listening={listening}
        reconnecting={join === 'reconnecting'}
      />

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
          <CallSidePanel panel={panel} client={client} view={view} run={run} display={layout.display} onClose={() => setPanel(null)} />
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
