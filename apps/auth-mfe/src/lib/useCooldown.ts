import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../features/verify/utils/code-input';

/** A visible countdown (seconds) before an action such as "Resend code" is allowed again. */
export function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + Math.max(0, seconds) * 1000);
  }, []);
  return { seconds: secondsLeft(until, now), start };
}
