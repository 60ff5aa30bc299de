import { useTranslation } from '@platform/i18n';
import { BrandMark } from '@platform/ui';
import { onNavigate } from '../navigate';

export function Brand({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <a href="/app" onClick={onNavigate} className={`shell-brand${compact ? ' shell-brand--compact' : ''}`} aria-label={t('brand')}>
      <BrandMark />
      <span>{t('brand')}</span>
    </a>
  );
}
