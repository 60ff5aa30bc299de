/** Every HTTP error status is emitted as an event for that code (spec §8). */
export type HttpErrorListener = (status: number, error: unknown) => void;

const listeners = new Map<number | '*', Set<HttpErrorListener>>();

export function onHttpError(status: number | '*', listener: HttpErrorListener): () => void {
  let set = listeners.get(status);
  if (!set) listeners.set(status, (set = new Set()));
  set.add(listener);
  return () => set!.delete(listener);
}

export function emitHttpError(status: number, error: unknown): void {
  for (const key of [status, '*'] as const) {
    listeners.get(key)?.forEach((listener) => {
      try {
        listener(status, error);
      } catch {
        /* a listener must never break the request chain */
      }
    });
  }
}
