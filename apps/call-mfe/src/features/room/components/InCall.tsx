import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@platform/i18n';
import type { CallConfig, RoomCommand } from '@platform/shared-api';
import { Badge, Button, IconButton, Menu, dialogs, toast } from '@platform/ui';
import { RoomCommandError, type RoomClient } from '../api/room-client';
import { handRefusalKey, isModerator, isRoomHost, roomErrorKey, selfOf } from '../utils/room-view';
import { useRoomNotices } from '../hooks/useRoomNotices';
import { useGiftArrivals } from '../../gifts/hooks/useGiftArrivals';
import { CallStage, type DisplayModeName } from './CallStage';
import { ChatPanel } from './ChatPanel';
import { ParticipantsPanel } from './ParticipantsPanel';
import styles from './call.module.css';

export interface InCallProps {
  client: RoomClient;
  config: CallConfig | null;
  speakerId?: string;
}

/** The in-call screen: header, stage (media), side panel (participants or chat) and the toolbar. */
export function InCall({ client, config, speakerId }: InCallProps) {
  const { t } = useTranslation('call');
  const view = useStore(client.store, (s) => s.view);
  const join = useStore(client.store, (s) => s.join);
  const self = selfOf(view);
  const [panel, setPanel] = useState<'participants' | 'chat' | null>(null);
  const [display, setDisplay] = useState<DisplayModeName>('center');
  const [seenChat, setSeenChat] = useState(view.chat.length);
  const unread = panel === 'chat' ? 0 : Math.max(0, view.chat.length - seenChat);

  useEffect(() => {
    if (panel === 'chat') setSeenChat(view.chat.length);
  }, [panel, view.chat.length]);

  /** Runs a command and says why when the server refuses it. */
  const run = useCallback(async (command: RoomCommand) => {
    try {
      return await client.command(command);
    } catch (error) {
      toast.error(t(roomErrorKey(error instanceof RoomCommandError ? error.code : 'generic')));
      return null;
    }
  }, [client, t]);

  useRoomNotices(client, run);
  useGiftArrivals(client);

  if (!self || !view.room) return null;
  const moderator = isModerator(self);
  const host = isRoomHost(self);
  const waitingCount = moderator ? view.waiting.length : 0;
  const hands = view.participants.filter((p) => p.handRaised).length;

  const toggleHand = () => {
    if (self.handRaised) return void run({ type: 'hand.lower' });
    const refusal = handRefusalKey(self);
    if (refusal) return void toast.error(t(refusal));
    void run({ type: 'hand.raise' });
  };

  const endForAll = async () => {
    const ok = await dialogs.confirm({ title: t('toolbar.endTitle'), message: t('toolbar.endText'), confirmLabel: t('toolbar.endForAll'), danger: true });
    if (ok) client.send({ type: 'room.end' });
  };

  return (
    <div className={styles.call} data-theme-surface="call">
      <header className={styles.header}>
        <div className={styles.headerTitle}>
          <h1>{view.room.title}</h1>
          <span className={styles.headerMeta}>
            {t('header.people', { count: Math.max(view.count, view.participants.length) })}
            {view.room.locked && <Badge tone="danger">{t('header.locked')}</Badge>}
            {view.room.waiting_room && <Badge>{t('header.waitingRoom')}</Badge>}
            {view.room.mode_switching ? <Badge tone="primary">{t('host.modeSwitching')}</Badge> : <Badge>{t(`mode.${view.room.mode}`)}</Badge>}
          </span>
        </div>
        {join === 'reconnecting' && <span className={styles.reconnecting} role="status">{t('state.reconnecting.title')}</span>}
      </header>

      <div className={styles.body}>
        <section className={styles.stage} aria-label={t('stage.label')}>
          <CallStage
            client={client} view={view} config={config} display={display} speakerId={speakerId}
            signalState={join === 'reconnecting' ? 'reconnecting' : 'connected'}
          />
        </section>
        {panel && (
          <aside className={styles.panel} aria-label={t(panel === 'chat' ? 'chat.title' : 'participants.title')}>
            <div className={styles.panelHeader}>
              <h2>{panel === 'chat' ? t('chat.title') : t('participants.titleCount', { count: view.participants.length })}</h2>
              <IconButton icon="x" variant="ghost" label={t('panel.close')} onClick={() => setPanel(null)} />
            </div>
            {panel === 'chat'
              ? <ChatPanel client={client} view={view} run={run} />
              : <ParticipantsPanel client={client} view={view} run={run} display={display} />}
          </aside>
        )}
      </div>

      <footer className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
        <div className={styles.toolbarSide}>
          <Menu
            label={t('toolbar.layout')} placement="up"
            items={(['center', 'pin', 'gallery'] as const).map((mode) => ({ id: mode, label: `${display === mode ? '✓ ' : ''}${t(`layout.${mode}`)}`, onSelect: () => setDisplay(mode) }))}
            trigger={(props) => <IconButton {...props} icon="layers" label={t('toolbar.layout')} className={styles.tool} />}
          />
        </div>
        <div className={styles.toolbarCenter}>
          <IconButton
            icon={self.micOn ? 'mic' : 'micOff'} label={self.micOn ? t('toolbar.micOff') : t('toolbar.micOn')} pressed={self.micOn}
            className={self.micOn ? styles.tool : styles.toolOff} onClick={() => void run({ type: 'self.update', mic_on: !self.micOn })}
          />
          <IconButton
            icon={self.cameraOn ? 'video' : 'videoOff'} label={self.cameraOn ? t('toolbar.cameraOff') : t('toolbar.cameraOn')} pressed={self.cameraOn}
            className={self.cameraOn ? styles.tool : styles.toolOff} onClick={() => void run({ type: 'self.update', camera_on: !self.cameraOn })}
          />
          <IconButton
            icon="hand" label={self.handRaised ? t('toolbar.lowerHand') : t('toolbar.raiseHand')} pressed={self.handRaised}
            className={self.handRaised ? styles.toolActive : styles.tool} onClick={toggleHand}
          />
          <span className={styles.withBadge}>
            <IconButton icon="chat" label={t('toolbar.chat')} pressed={panel === 'chat'} className={panel === 'chat' ? styles.toolActive : styles.tool} onClick={() => setPanel(panel === 'chat' ? null : 'chat')} />
            {unread > 0 && <span className={styles.count} aria-label={t('toolbar.unread', { count: unread })}>{unread}</span>}
          </span>
          <span className={styles.withBadge}>
            <IconButton icon="users" label={t('toolbar.participants')} pressed={panel === 'participants'} className={panel === 'participants' ? styles.toolActive : styles.tool} onClick={() => setPanel(panel === 'participants' ? null : 'participants')} />
            {waitingCount + hands > 0 && <span className={styles.count} aria-label={t('toolbar.attention', { count: waitingCount + hands })}>{waitingCount + hands}</span>}
          </span>
          {host ? (
            <Menu
              label={t('toolbar.leave')} placement="up"
              items={[
                { id: 'leave', label: t('toolbar.leaveOnly'), icon: 'logout', onSelect: () => client.leave() },
                { id: 'end', label: t('toolbar.endForAll'), icon: 'phoneOff', danger: true, onSelect: () => void endForAll() },
              ]}
              trigger={(props) => <Button {...props} variant="danger" icon="phoneOff" className={styles.leave}>{t('toolbar.leave')}</Button>}
            />
          ) : (
            <Button variant="danger" icon="phoneOff" className={styles.leave} onClick={() => client.leave()}>{t('toolbar.leave')}</Button>
          )}
        </div>
        <div className={styles.toolbarSide} />
      </footer>
    </div>
  );
}
