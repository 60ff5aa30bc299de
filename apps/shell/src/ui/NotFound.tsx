import { useTranslation } from '@platform/i18n';
import { EmptyState } from '@platform/ui';
import { onNavigate } from './navigate';

export function NotFound({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="shell-center" data-testid="not-found">
      <EmptyState
        icon="search"
        title={
          <span role="heading" aria-level={1}>
            {t('notFound.title')}
          </span>
        }
        action={
          <a className="ui-button ui-button--primary" href="/app" onClick={onNavigate}>
            {t('notFound.home')}
          </a>
        }
      >
        {t('notFound.body', { path: pathname })}
      </EmptyState>
    </div>
  );
}
