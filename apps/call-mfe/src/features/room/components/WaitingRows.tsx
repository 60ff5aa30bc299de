import { useTranslation } from '@platform/i18n';
import type { RoomCommand, WireWaiter } from '@platform/shared-api';
import { Avatar, Button } from '@platform/ui';
import type { PanelRow } from '../utils/participant-rows';
import styles from './panels.module.css';

/** A section's heading row: its name and count (and, for the waiting room, "Admit all"). */
export function SectionHeading({
  row,
  run,
}: {
  row: Extract<PanelRow, { kind: 'header' }>;
  run: (command: RoomCommand) => Promise<unknown>;
}) {
  const { t } = useTranslation('call');
  return (
    <h3 className={styles.sectionHeading}>
      {t(`participants.${row.section}`)} <span>{row.count}</span>
      {row.section === 'waiting' && row.count > 1 && (
        <Button size="sm" variant="ghost" onClick={() => void run({ type: 'admit', to: '*' })}>
          {t('participants.admitAll')}
        </Button>
      )}
    </h3>
  );
}

/** Someone in the waiting room, with Admit and Deny. */
export function WaitingRow({ waiter, run }: { waiter: WireWaiter; run: (command: RoomCommand) => Promise<unknown> }) {
  const { t } = useTranslation('call');
  return (
    <div className={styles.person} data-testid="waiting-person">
      <Avatar name={waiter.display_name} size={32} />
      <span className={styles.personMain}>
        <span className={styles.personName}>{waiter.display_name}</span>
      </span>
      <Button
        size="sm"
        variant="primary"
        onClick={() => void run({ type: 'admit', to: waiter.id })}
        aria-label={t('participants.admitName', { name: waiter.display_name })}
      >
        {t('participants.admit')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => void run({ type: 'deny', to: waiter.id })}
        aria-label={t('participants.denyName', { name: waiter.display_name })}
      >
        {t('participants.deny')}
      </Button>
    </div>
  );
}
