import { forwardRef, type Ref } from 'react';
import { useTranslation } from '@platform/i18n';
import type { ReactionEmoji } from '@platform/shared-api';
import { Button, IconButton, Menu, type MenuItem } from '@platform/ui';
import { ReactionPicker } from '../../reactions';
import { ariaShortcut } from '../utils/shortcuts';
import type { LayoutChoice } from '../utils/room-session';
import styles from './call.module.css';

export type PanelName = 'participants' | 'chat';

export interface ToolbarState {
  micOn: boolean;
  /** False when the microphone is denied or missing: the button says so instead of offering to turn it on. */
  hasMic: boolean;
  cameraOn: boolean;
  sharing: boolean;
  /** In the audience (issue 29): no camera, microphone or screen to offer; hand, chat and the rest are theirs. */
  audience: boolean;
  handRaised: boolean;
  panel: PanelName | null;
  unread: number;
  attention: number;
  host: boolean;
  layout: LayoutChoice;
  fullscreen: boolean;
  /** Alias shown beside the clock, like a meeting code. */
  alias: string;
  clock: string;
}

export interface ToolbarActions {
  toggleMic(): void;
  toggleCamera(): void;
  toggleScreen(): void;
  toggleHand(): void;
  react(emoji: ReactionEmoji): void;
  togglePanel(panel: PanelName): void;
  setLayout(choice: LayoutChoice): void;
  openDevices(): void;
  openShortcuts(): void;
  openWhiteboard(): void;
  openInvite(): void;
  toggleFullscreen(): void;
  leave(): void;
  endForAll(): void;
}

/** The in-call toolbar: mic, camera, screen share, hand, chat, participants, more, leave (spec order). */
export const CallToolbar = forwardRef<HTMLElement, { state: ToolbarState; actions: ToolbarActions; hidden: boolean }>(function CallToolbar(
  { state, actions, hidden },
  ref,
) {
  const { t } = useTranslation('call');
  const { layout } = state;
  const more: MenuItem[] = [
    ...(['center', 'pin', 'gallery'] as const).map((display) => ({
      id: `display.${display}`,
      group: t('toolbar.display'),
      label: t(`layout.${display}`),
      checked: layout.display === display,
      onSelect: () => actions.setLayout({ ...layout, display }),
    })),
    ...([1, 2, 3] as const).map((mode) => ({
      id: `layout.${mode}`,
      group: t('toolbar.tiles'),
      label: t(`layout.mode${mode}`),
      checked: layout.layout === mode,
      onSelect: () => actions.setLayout({ ...layout, layout: mode }),
    })),
    { id: 'invite', group: t('toolbar.tools'), icon: 'link', label: t('toolbar.invite'), onSelect: actions.openInvite },
    { id: 'whiteboard', group: t('toolbar.tools'), icon: 'edit', label: t('toolbar.whiteboard'), onSelect: actions.openWhiteboard },
    { id: 'devices', group: t('toolbar.settings'), icon: 'settings', label: t('toolbar.devices'), onSelect: actions.openDevices },
    {
      id: 'fullscreen',
      group: t('toolbar.settings'),
      icon: 'maximize',
      label: t(state.fullscreen ? 'toolbar.exitFullscreen' : 'toolbar.fullscreen'),
      onSelect: actions.toggleFullscreen,
    },
    { id: 'shortcuts', group: t('toolbar.settings'), icon: 'key', label: t('toolbar.shortcuts'), onSelect: actions.openShortcuts },
  ];
  const tool = (on: boolean, off = styles.toolOff) => (on ? styles.tool : off);
  return (
    <div
      ref={ref as Ref<HTMLDivElement>}
      className={`${styles.toolbar}${hidden ? ` ${styles.faded}` : ''}`}
      role="toolbar"
      aria-label={t('toolbar.label')}
      data-testid="call-toolbar"
    >
      <div className={styles.toolbarSide}>
        <span className={styles.clock}>{state.clock}</span>
        <span className={styles.alias} aria-label={t('toolbar.alias', { alias: state.alias })}>
          {state.alias}
        </span>
      </div>
      <div className={styles.toolbarCenter}>
        {!state.audience && (
          <>
            <IconButton
              icon={state.micOn ? 'mic' : 'micOff'}
              label={!state.hasMic ? t('toolbar.noMic') : state.micOn ? t('toolbar.micOff') : t('toolbar.micOn')}
              pressed={state.micOn}
              aria-disabled={!state.hasMic || undefined}
              data-no-mic={!state.hasMic || undefined}
              aria-keyshortcuts={ariaShortcut('mic')}
              className={tool(state.micOn)}
              onClick={actions.toggleMic}
            />
            <IconButton
              icon={state.cameraOn ? 'video' : 'videoOff'}
              label={state.cameraOn ? t('toolbar.cameraOff') : t('toolbar.cameraOn')}
              pressed={state.cameraOn}
              aria-keyshortcuts={ariaShortcut('camera')}
              className={tool(state.cameraOn)}
              onClick={actions.toggleCamera}
            />
            <IconButton
              icon="screen"
              label={state.sharing ? t('toolbar.stopShare') : t('toolbar.share')}
              pressed={state.sharing}
              aria-keyshortcuts={ariaShortcut('screen')}
              className={state.sharing ? styles.toolActive : styles.tool}
              onClick={actions.toggleScreen}
            />
          </>
        )}
        <IconButton
          icon="hand"
          label={state.handRaised ? t('toolbar.lowerHand') : t('toolbar.raiseHand')}
          pressed={state.handRaised}
          aria-keyshortcuts={ariaShortcut('hand')}
          className={state.handRaised ? styles.toolActive : styles.tool}
          onClick={actions.toggleHand}
        />
        <ReactionPicker onReact={actions.react} className={styles.tool} />
        <span className={styles.withBadge}>
          <IconButton
            icon="chat"
            label={t('toolbar.chat')}
            pressed={state.panel === 'chat'}
            aria-keyshortcuts={ariaShortcut('chat')}
            className={state.panel === 'chat' ? styles.toolActive : styles.tool}
            onClick={() => actions.togglePanel('chat')}
          />
          {state.unread > 0 && (
            <span className={styles.count} aria-label={t('toolbar.unread', { count: state.unread })}>
              {state.unread}
            </span>
          )}
        </span>
        <span className={styles.withBadge}>
          <IconButton
            icon="users"
            label={t('toolbar.participants')}
            pressed={state.panel === 'participants'}
            aria-keyshortcuts={ariaShortcut('participants')}
            className={state.panel === 'participants' ? styles.toolActive : styles.tool}
            onClick={() => actions.togglePanel('participants')}
          />
          {state.attention > 0 && (
            <span className={styles.count} aria-label={t('toolbar.attention', { count: state.attention })}>
              {state.attention}
            </span>
          )}
        </span>
        <Menu
          label={t('toolbar.more')}
          placement="up"
          items={more}
          trigger={(props) => <IconButton {...props} icon="more" label={t('toolbar.more')} className={styles.tool} />}
        />
        {state.host ? (
          <Menu
            label={t('toolbar.leave')}
            placement="up"
            items={[
              { id: 'leave', label: t('toolbar.leaveOnly'), icon: 'logout', onSelect: actions.leave },
              { id: 'end', label: t('toolbar.endForAll'), icon: 'phoneOff', danger: true, onSelect: actions.endForAll },
            ]}
            trigger={(props) => (
              <Button {...props} variant="danger" icon="phoneOff" className={styles.leave}>
                {t('toolbar.leave')}
              </Button>
            )}
          />
        ) : (
          <Button variant="danger" icon="phoneOff" className={styles.leave} onClick={actions.leave}>
            {t('toolbar.leave')}
          </Button>
        )}
      </div>
      <div className={styles.toolbarSide} />
    </div>
  );
});
