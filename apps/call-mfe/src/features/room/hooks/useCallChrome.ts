import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@platform/i18n';
import { toast } from '@platform/ui';
import type { LocalCallMedia } from '../../media';

/** The time of day for the toolbar, in the user's language, updated each minute. */
export function useClock(): string {
  const { i18n } = useTranslation('call');
  const format = () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date());
  const [clock, setClock] = useState(format);
  useEffect(() => {
    setClock(format());
    const timer = setInterval(() => setClock(format()), 15_000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-format when the language changes
  }, [i18n.language]);
  return clock;
}

/** Full screen for the call (the whole call surface, not the browser's page). */
export function useFullscreen(root: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.current?.requestFullscreen?.().catch(() => undefined);
  };
  return { active, toggle };
}

/** A device that fails in the call (camera taken, screen picker error) says so once, in the user's language. */
export function useMediaErrorToasts(local: Pick<LocalCallMedia, 'cameraError' | 'micError' | 'screenError' | 'backgroundError'>) {
  const { t } = useTranslation('call');
  const shown = useRef<Record<string, string | null>>({});
  useEffect(() => {
    for (const [kind, key] of Object.entries({
      camera: local.cameraError,
      mic: local.micError,
      screen: local.screenError,
      background: local.backgroundError,
    })) {
      if (key && shown.current[kind] !== key) toast.error(t(key));
      shown.current[kind] = key ?? null;
    }
  }, [local.cameraError, local.micError, local.screenError, local.backgroundError, t]);
}
