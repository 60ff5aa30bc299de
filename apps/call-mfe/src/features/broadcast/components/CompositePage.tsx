import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { useEventCustomisation } from '../../customisation';
import { CompositeWorker } from '../api/composite-worker';
import { COMPOSITE_SIZE } from '../utils/composite-layout';
import styles from './broadcast.module.css';

const ROLE_BADGES = ['host', 'cohost', 'presenter', 'interpreter'];

/**
 * `/c/{alias}/composite`: what a recording or livestream shows, rendered by the API's own worker
 * browser. Not linked anywhere; without the worker's single-use ticket it refuses.
 */
export function CompositePage() {
  const { t } = useTranslation('call');
  const { alias = '' } = useParams();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [refused, setRefused] = useState(!ticket);
  const worker = useRef<CompositeWorker | null>(null);
  // The host's look, read as the call page reads it; drawn once it arrives (the stage runs meanwhile).
  const look = useEventCustomisation(alias);

  useEffect(() => {
    if (!ticket || !canvas.current) return;
    const current = new CompositeWorker(canvas.current, (roles) => roles.filter((r) => ROLE_BADGES.includes(r)).map((r) => t(`broadcast.role.${r}`)));
    worker.current = current;
    current.start(alias, ticket).catch(() => {
      current.close();
      setRefused(true);
    });
    return () => {
      current.close();
      worker.current = null;
    };
  }, [alias, ticket, t]);

  // After the worker exists (effects run in order), and again whenever the look arrives.
  useEffect(() => {
    worker.current?.setLook(look ?? null);
  }, [look]);

  if (refused) {
    return <p className={styles.refused} role="alert">{t('broadcast.compositeRefused')}</p>;
  }
  return <canvas ref={canvas} className={styles.composite} width={COMPOSITE_SIZE.width} height={COMPOSITE_SIZE.height} data-testid="composite" />;
}
