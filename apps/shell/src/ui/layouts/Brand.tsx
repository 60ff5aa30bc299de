import { useTranslation } from 'react-i18next';
import { onNavigate } from '../navigate';

export function Brand({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <a href="/app" onClick={onNavigate} className={`shell-brand${compact ? ' shell-brand--compact' : ''}`} aria-label={t('brand')}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <path d="M9 11.5h9.5a2 2 0 0 1 2 2V20a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2v-6.5a2 2 0 0 1 2-2zM20.5 15l4.5-3v9l-4.5-3" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span>{t('brand')}</span>
    </a>
  );
}
