import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Alert, Button, Spinner } from '@platform/ui';
import type { RoomClient } from '../../room/client';
import styles from './broadcast.module.css';

interface PickableTarget {
  id: string;
  name: string;
  server_url: string;
}

/**
 * Go live: choose one or more of the host's saved stream targets (settings, spec §3 Stream target),
 * listed by the room so that a co-host sees the host's targets too.
 */
export function TargetPicker({ client, close }: { client: RoomClient; close(ids?: string[]): void }) {
  const { t } = useTranslation('call');
  const [targets, setTargets] = useState<PickableTarget[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  useEffect(() => {
    client.command({ type: 'broadcast.targets' }).then(
      (r) => setTargets(r.targets as PickableTarget[]),
      () => setFailed(true),
    );
  }, [client]);

  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <form
      className={styles.picker}
      onSubmit={(e) => {
        e.preventDefault();
        close([...chosen]);
      }}
    >
      <h2>{t('broadcast.pickTitle')}</h2>
      {failed && <Alert tone="danger">{t('common:errors.generic')}</Alert>}
      {!targets && !failed && <Spinner />}
      {targets?.length === 0 && <p>{t('broadcast.noTargets')}</p>}
      {targets && targets.length > 0 && (
        <fieldset className={styles.targets}>
          <legend>{t('broadcast.pickHint')}</legend>
          {targets.map((target) => (
            <label key={target.id} className={styles.target}>
              <input type="checkbox" checked={chosen.has(target.id)} onChange={() => toggle(target.id)} />
              <span>{target.name}</span>
              <span className={styles.muted}>{target.server_url}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button onClick={() => close()}>{t('broadcast.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={chosen.size === 0}>
          {t('broadcast.live.start')}
        </Button>
      </div>
    </form>
  );
}
