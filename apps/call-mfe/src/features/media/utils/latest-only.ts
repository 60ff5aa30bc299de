/**
 * Hands `deliver` only the latest of values that come close together: the first value starts a
 * `windowMs` wait, later ones replace it, and the newest is delivered once when the wait ends.
 * `flush()` delivers now, `cancel()` drops what waits.
 */
export function latestOnly<T>(deliver: (value: T) => void, windowMs: number) {
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const next = waiting;
    waiting = null;
    if (next) deliver(next.value);
  };
  return {
    push(value: T) {
      waiting = { value };
      timer ??= setTimeout(flush, windowMs);
    },
    flush,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
