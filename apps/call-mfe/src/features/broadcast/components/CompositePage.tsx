import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from '@platform/router';
import { STAGE_ROLES } from '@platform/shared-api';
import { useTranslation } from '@platform/i18n';
import { useEventCustomisation } from '../../customisation';
import { CompositeWorker } from '../api/composite-worker';
import { TemplateMode } from '../api/template-mode';
import { compositeMode } from '../utils/composite-mode';
import { COMPOSITE_SIZE } from '../utils/composite-layout';
import styles from './broadcast.module.css';

/** Why the page shows no composite: refused (no or a bad ticket) or its LiveKit media failed (an i18n key). */
type Problem = { kind: 'refused' } | { kind: 'media'; key: string };

/**
 * `/c/{alias}/composite`: what a recording or livestream shows, rendered by the API's own worker
 * browser or, with LiveKit, by LiveKit Egress as its custom template (`url` and `token` added).
 * Not linked anywhere; without a single-use worker ticket it refuses.
 */
export function CompositePage() {
  const { t } = useTranslation('call');
  const { alias = '' } = useParams();
  const [params] = useSearchParams();
  // Keyed by the query text: the worker starts once per URL, not once per render.
  const search = params.toString();
  const mode = useMemo(() => compositeMode(new URLSearchParams(search)), [search]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<Problem | null>(mode.kind === 'refused' ? { kind: 'refused' } : null);
  const worker = useRef<CompositeWorker | null>(null);
  // The host's look, read as the call page reads it; drawn once it arrives (the stage runs meanwhile).
  const look = useEventCustomisation(alias);

  useEffect(() => {
    if (mode.kind === 'refused' || !canvas.current) return;
    const template = mode.kind === 'template' ? new TemplateMode(mode.livekit) : null;
    const current = new CompositeWorker(
      canvas.current,
      (roles) => roles.filter((r) => (STAGE_ROLES as readonly string[]).includes(r)).map((r) => t(`broadcast.role.${r}`)),
      template,
    );
    worker.current = current;
    current.start(alias, mode.ticket).catch(() => {
      current.close();
      setProblem(template?.errorKey ? { kind: 'media', key: template.errorKey } : { kind: 'refused' });
    });
    return () => {
      current.close();
      worker.current = null;
    };
  }, [alias, mode, t]);

  // After the worker exists (effects run in order), and again whenever the look arrives.
  useEffect(() => {
    worker.current?.setLook(look ?? null);
  }, [look]);

  if (problem) {
    // `error`: LiveKit Egress reads a template's `div.error` to fail the egress with its text.
    return (
      <div className={`${styles.refused} error`} role="alert">
        {problem.kind === 'refused' ? t('broadcast.compositeRefused') : t('broadcast.compositeMediaFailed', { reason: t(problem.key) })}
      </div>
    );
  }
  return (
    <canvas ref={canvas} className={styles.composite} width={COMPOSITE_SIZE.width} height={COMPOSITE_SIZE.height} data-testid="composite" />
  );
}
