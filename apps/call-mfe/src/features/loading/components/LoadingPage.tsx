import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { Button } from '@platform/ui';
import { sameSitePath } from '@platform/shared-api';
import styles from './loading.module.css';

/** Without a redirect, how long the page waits for the desktop app to move the window on before saying there is nothing to load. */
export const NOTHING_TO_LOAD_MS = 6000;

/**
 * `/loading`: the full-page hand-over screen shown while the desktop app or a redirect passes the user on.
 * With `?redirect=/path` it moves on by itself.
 */
export function LoadingPage() {
  const { t } = useTranslation('call');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Only paths of this site: a hand-over link must not send people elsewhere.
  const redirect = sameSitePath(search.get('redirect'));
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => navigate(redirect, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  useEffect(() => {
    if (redirect) return;
    const timer = setTimeout(() => setIdle(true), NOTHING_TO_LOAD_MS);
    return () => clearTimeout(timer);
  }, [redirect]);

  return (
    <div className={styles.page} aria-busy={!idle}>
      <div className={styles.card}>
        <div className={styles.brand} aria-hidden>
          <span className={styles.logo}>
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M15 10l4.55-2.28A1 1 0 0121 8.62v6.76a1 1 0 01-1.45.9L15 14M5 18h8a2 2 0 002-2V8a2 2 0 00-2-2H5a2 2 0 00-2 2v8a2 2 0 002 2z" />
            </svg>
          </span>
          <span className={styles.name}>{t('common:brand')}</span>
        </div>
        {!idle && <div className={styles.ring} aria-hidden />}
        <p className={styles.status} role="status" aria-live="polite">
          {t(idle ? 'loadingPage.nothing' : 'loadingPage.status')}
        </p>
        <p className={styles.hint}>{t(idle ? 'loadingPage.nothingHint' : 'loadingPage.hint')}</p>
        {idle && (
          <Button variant="primary" icon="home" onClick={() => navigate('/app', { replace: true })}>
            {t('state.home')}
          </Button>
        )}
      </div>
    </div>
  );
}
