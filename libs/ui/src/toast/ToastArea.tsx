import { Toaster } from 'sonner';
import { useTranslation } from '@platform/i18n';
import { useTheme } from '../theme/theme-store';
import { NOTIFICATION_DURATION_MS } from './toast';

/**
 * sonner's toast area: bottom-centre, at most 3 visible, 14 px gap, 356 px
 * wide, swipe to dismiss past 20 px, alt+T focuses it (sonner's built-in
 * figures match spec §9). Loaded lazily by Toasts.
 */
export default function ToastArea() {
  const mode = useTheme((s) => s.mode);
  const { t } = useTranslation('common');
  return (
    <Toaster
      position="bottom-center"
      theme={mode}
      duration={NOTIFICATION_DURATION_MS}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
      // What a screen reader announces for the area and each close button, in the reader's language.
      customAriaLabel={t('toast.region')}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' }, closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
