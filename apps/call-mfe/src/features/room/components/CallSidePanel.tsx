import { useTranslation } from '@platform/i18n';
import type { RoomCommand } from '@platform/shared-api';
import { IconButton } from '@platform/ui';
import type { RoomClient } from '../api/room-client';
import type { RoomView } from '../utils/room-view';
import type { LayoutChoice } from '../utils/room-session';
import type { PanelName } from './CallToolbar';
import { ChatPanel } from './ChatPanel';
import { ParticipantsPanel } from './ParticipantsPanel';
import styles from './call.module.css';

/** The call's side panel: the chat or the participants, with its title and close button. */
export function CallSidePanel({
  panel,
  client,
  view,
  run,
  display,
  onClose,
}: {
  panel: PanelName;
  client: RoomClient;
  view: RoomView;
  run: (command: RoomCommand) => Promise<Record<string, unknown> | null>;
  display: LayoutChoice['display'];
  onClose: () => void;
}) {
  const { t } = useTranslation('call');
  return (
    <aside className={styles.panel} aria-label={t(panel === 'chat' ? 'chat.title' : 'participants.title')}>
      <div className={styles.panelHeader}>
        <h2>{panel === 'chat' ? t('chat.title') : t('participants.titleCount', { count: view.participants.length })}</h2>
        <IconButton icon="x" variant="ghost" label={t('panel.close')} onClick={onClose} />
      </div>
      {panel === 'chat' ? (
        <ChatPanel client={client} view={view} run={run} />
      ) : (
        <ParticipantsPanel client={client} view={view} run={run} display={display} />
      )}
    </aside>
  );
}
