import { useTranslation } from '@platform/i18n';
import { Button } from './Button';
import { Icon } from './Icon';

export interface ErrorPanelProps {
  /** Human name of the part that failed, e.g. "events". */
  name: string;
  error?: unknown;
  kind?: 'load' | 'crash';
  onRetry?: () => void;
}

/** What a user sees when a remote cannot load or crashes: what happened and how to recover. */
export function ErrorPanel({ name, error, kind = 'load', onRetry }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : error ? String(error) : '';
  return (
    <section className="ui-empty ui-error-panel" role="alert" data-testid="remote-error-panel" data-remote={name}>
      <span className="ui-empty__icon">
        <Icon name="alert" size={26} />
      </span>
      <h2 className="ui-empty__title">{t('remoteError.title')}</h2>
      <p>{kind === 'crash' ? t('remoteError.crashed', { name }) : t('remoteError.body', { name })}</p>
      <div className="ui-row" style={{ justifyContent: 'center' }}>
        {onRetry ? (
          <Button variant="primary" icon="refresh" onClick={onRetry}>
            {t('remoteError.retry')}
          </Button>
        ) : null}
        <a className="ui-button ui-button--secondary" href="/app">
          {t('remoteError.home')}
        </a>
      </div>
      {detail ? (
        <details>
          <summary>{t('remoteError.details')}</summary>
          <pre>{detail}</pre>
        </details>
      ) : null}
    </section>
  );
}
