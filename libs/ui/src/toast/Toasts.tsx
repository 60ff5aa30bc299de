import { Toaster } from 'sonner';
import { useTheme } from '../theme/theme-store';
import { NOTIFICATION_DURATION_MS } from './toast';

/**
 * The toast area, rendered once by the shell: bottom-centre, at most 3 visible,
 * 14 px gap, 356 px wide, swipe to dismiss past 20 px, alt+T focuses it
 * (sonner's built-in figures match spec §9).
 */
export function Toasts() {
  const mode = useTheme((s) => s.mode);
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
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
