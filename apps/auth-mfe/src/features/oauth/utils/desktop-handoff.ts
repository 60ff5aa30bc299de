/** The desktop app listens on localhost:<port> while it waits for a browser sign-in. */
export const DESKTOP_PING_PATH = '/apis/v1/oauth/ping';
export const DESKTOP_SUBMIT_PATH = '/apis/v1/oauth/submit';
const TIMEOUT_MS = 5000;

export type HandoffFailure = 'not_running' | 'rejected';

export class DesktopHandoffError extends Error {
  constructor(readonly reason: HandoffFailure) {
    super(reason === 'not_running' ? 'The desktop app is not running.' : 'The desktop app did not accept the sign-in.');
    this.name = 'DesktopHandoffError';
  }
}

export interface HandoffPayload {
  provider: 'google' | 'facebook';
  authorization: string;
  account: Record<string, unknown>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;

export function desktopUrl(port: number, path: string): string {
  return `http://localhost:${port}${path}`;
}

async function post(fetchImpl: Fetch, url: string, body: unknown, timeoutMs: number) {
  return fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** Is the desktop app listening? A refused connection, a timeout or an error status all mean no. */
export async function pingDesktop(port: number, fetchImpl: Fetch = fetch, timeoutMs = TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await post(fetchImpl, desktopUrl(port, DESKTOP_PING_PATH), {}, timeoutMs);
    return response.ok;
  } catch {
    return false;
  }
}

/** Ping, then submit the sign-in result. Throws DesktopHandoffError saying which step failed. */
export async function handOffToDesktop(
  port: number,
  payload: HandoffPayload,
  fetchImpl: Fetch = fetch,
  timeoutMs = TIMEOUT_MS,
): Promise<void> {
  if (!(await pingDesktop(port, fetchImpl, timeoutMs))) throw new DesktopHandoffError('not_running');
  let response: Pick<Response, 'ok'>;
  try {
    response = await post(fetchImpl, desktopUrl(port, DESKTOP_SUBMIT_PATH), payload, timeoutMs);
  } catch {
    throw new DesktopHandoffError('not_running');
  }
  if (!response.ok) throw new DesktopHandoffError('rejected');
}
