import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@platform/i18n';
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

  useEffect(() => {
    if (!ticket || !canvas.current) return;
    const worker = new CompositeWorker(canvas.current, (roles) => roles.filter((r) => ROLE_BADGES.includes(r)).map((r) => t(`broadcast.role.${r}`)));
    worker.start(alias, ticket).catch(() => {
      worker.close();
      setRefused(true);
    });
    return () => worker.close();
  }, [alias, ticket, t]);

  if (refused) {
    return <p className={styles.refused} role="alert">{t('broadcast.compositeRefused')}</p>;
  }
  return <canvas ref={canvas} className={styles.composite} width={COMPOSITE_SIZE.width} height={COMPOSITE_SIZE.height} data-testid="composite" />;
}
