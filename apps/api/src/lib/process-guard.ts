import { redactQuoted } from './log-redaction';

/**
 * The last line of defence: an exception nobody caught (a listener of a socket library, a timer)
 * is logged and the service keeps serving the others instead of exiting. Only the error's name,
 * message and stack are logged: never the request, frame or query parameters that led to it.
 */
export function installProcessGuard(log: { error(object: Record<string, unknown>, message: string): void }) {
  const describe = (error: unknown) =>
    error instanceof Error
      ? { name: error.name, message: redactQuoted(error.message).slice(0, 300), stack: error.stack?.split('\n').slice(0, 8).join('\n') }
      : { name: typeof error, message: redactQuoted(String(error)).slice(0, 300) };
  process.on('uncaughtException', (error) => log.error({ err: describe(error) }, 'uncaught exception (kept serving)'));
  process.on('unhandledRejection', (reason) => log.error({ err: describe(reason) }, 'unhandled rejection (kept serving)'));
}
