import { sendLog } from './endpoints/platform';

/** Sends a client-side failure to the logger endpoint; never throws. */
export function reportClientError(source: string, error: unknown, context: Record<string, unknown> = {}): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  sendLog({
    level: 'error',
    message: message.slice(0, 2000),
    source,
    context: { ...context, url: globalThis.location?.href, stack: error instanceof Error ? error.stack?.slice(0, 4000) : undefined },
  }).catch(() => {
    /* the logger being down must not cascade */
  });
}
