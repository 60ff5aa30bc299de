import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Badge, Button, dialogs } from '@platform/ui';
import type { RoomClient } from '../../room/client';
import { useBroadcast } from '../hooks/useBroadcast';
import { useAudienceTrouble } from '../hooks/useAudienceTrouble';
import { AudienceTroubleNotice } from './AudienceTroubleNotice';
import { elapsedNow, formatElapsed, isOn } from '../utils/broadcast-view';
import { TargetPicker } from './TargetPicker';
import styles from './broadcast.module.css';

/**
 * Recording and livestream in the call header: an indicator for everyone (announced to screen
 * readers), and for the host and co-hosts Record (pause, resume, stop) and Go live (stream targets).
 * An overlay of the host's customisation can sit beside it later; it draws nothing of its own.
 * In an end-to-end room (issue 26) Record and Go live stay disabled, with the reason beside them.
 */
export function BroadcastBar({ client, moderator, endToEnd = false }: { client: RoomClient; moderator: boolean; endToEnd?: boolean }) {
  const { t } = useTranslation('call');
  const { state, receivedAt, capability, busy, command } = useBroadcast(client, moderator);
  const audienceTrouble = useAudienceTrouble(client);
  const [now, setNow] = useState(Date.now());
  const record = state?.record.status ?? 'idle';
  const live = state?.live.status ?? 'idle';

  useEffect(() => {
    if (record !== 'active' && live !== 'active') return;
    // A 1 s tick showed a second boundary up to a second late (later on a busy machine).
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [record, live]);

  const recordText =
    state && isOn(record) ? t(`broadcast.record.${record}`, { time: formatElapsed(elapsedNow(state.record, receivedAt, now)) }) : null;
  const liveText =
    state && isOn(live) ? t(`broadcast.live.${live}`, { time: formatElapsed(elapsedNow(state.live, receivedAt, now)) }) : null;
  const unavailable = moderator && !endToEnd && capability && !capability.available;
  const reasonId = 'broadcast-end-to-end-reason';

  const goLive = async () => {
    const ids = await dialogs.open<string[]>((close) => <TargetPicker client={client} close={close} />, {
      label: t('broadcast.pickTitle'),
    });
    if (ids) await command('live.start', ids);
  };

  return (
    <div className={styles.bar}>
      <span role="status" aria-live="polite" className={styles.indicators}>
        {recordText && (
          <Badge tone="danger" data-testid="recording-indicator">
            <span className={styles.dot} aria-hidden="true" />
            {recordText}
          </Badge>
        )}
        {liveText && (
          <Badge tone="danger" data-testid="live-indicator">
            <span className={styles.dot} aria-hidden="true" />
            {liveText}
          </Badge>
        )}
      </span>
      {moderator && endToEnd && (
        <span className={styles.controls}>
          <Button size="sm" icon="video" disabled aria-describedby={reasonId}>
            {t('broadcast.record.start')}
          </Button>
          <Button size="sm" icon="share" disabled aria-describedby={reasonId}>
            {t('broadcast.live.start')}
          </Button>
          <span id={reasonId} className={styles.unavailable} role="note">
            {t('broadcast.endToEnd')}
          </span>
        </span>
      )}
      {moderator && !endToEnd && !unavailable && (
        <span className={styles.controls}>
          {(record === 'idle' || record === 'failed') && (
            <Button size="sm" icon="video" disabled={busy} onClick={() => void command('record.start')}>
              {t('broadcast.record.start')}
            </Button>
          )}
          {record === 'active' && (
            <Button size="sm" disabled={busy} onClick={() => void command('record.pause')}>
              {t('broadcast.record.pause')}
            </Button>
          )}
          {record === 'paused' && (
            <Button size="sm" disabled={busy} onClick={() => void command('record.resume')}>
              {t('broadcast.record.resume')}
            </Button>
          )}
          {(record === 'active' || record === 'paused') && (
            <Button size="sm" variant="danger" disabled={busy} onClick={() => void command('record.stop')}>
              {t('broadcast.record.stop')}
            </Button>
          )}
          {(live === 'idle' || live === 'failed') && (
            <Button size="sm" icon="share" disabled={busy} onClick={() => void goLive()}>
              {t('broadcast.live.start')}
            </Button>
          )}
          {(live === 'active' || live === 'starting') && (
            <Button size="sm" variant="danger" disabled={busy} onClick={() => void command('live.stop')}>
              {t('broadcast.live.stop')}
            </Button>
          )}
        </span>
      )}
      {state &&
        live !== 'idle' &&
        state.live.targets
          .filter((target) => target.status === 'failed')
          .map((target) => (
            <span key={target.id} className={styles.problem} role="alert">
              {t(target.problem === 'network' ? 'broadcast.targetNetwork' : 'broadcast.checkStreamKey', { name: target.name })}
            </span>
          ))}
      {unavailable && (
        <span className={styles.unavailable} role="note">
          {t('broadcast.unavailable')}
        </span>
      )}
      {moderator && <AudienceTroubleNotice trouble={audienceTrouble} />}
    </div>
  );
}
