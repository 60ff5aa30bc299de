import { useCallback, useRef, useState } from 'react';

/** Runs a submit handler at most once at a time: a second Enter or click while it runs is ignored. */
export function useSubmit() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return [pending, run] as const;
}
