import { PumpFunCoin } from '@platform/contracts';
import { Value } from 'typebox/value';
import { AppError } from '../../errors';

/** Why the coin lookup could not answer, in the API's error shape (the caller sees what to do). */
export const pumpFunErrors = {
  notConfigured: () =>
    new AppError(
      503,
      'pump_fun_not_configured',
      'The pump.fun coin lookup is not configured on this server: set PUMP_FUN_API_URL to the coin API base URL (the service asks {url}/coins/{address}).',
    ),
  notFound: () => new AppError(404, 'coin_not_found', 'No coin was found at this address.', 'address'),
  timeout: () => new AppError(504, 'pump_fun_timeout', 'The coin service did not answer in time. Please try again.'),
  unavailable: () =>
    new AppError(502, 'pump_fun_unavailable', 'The coin service could not be reached or sent an unreadable answer. Please try again.'),
};

/**
 * Asks the configured coin API for one coin, within `timeoutMs`; the answer must be a coin
 * (mint, name, symbol) or it is not passed on.
 */
export async function fetchCoin(baseUrl: string, address: string, timeoutMs: number): Promise<PumpFunCoin> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/coins/${encodeURIComponent(address)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw name === 'TimeoutError' || name === 'AbortError' ? pumpFunErrors.timeout() : pumpFunErrors.unavailable();
  }
  if (response.status === 404) throw pumpFunErrors.notFound();
  if (!response.ok) throw pumpFunErrors.unavailable();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw pumpFunErrors.unavailable();
  }
  if (!Value.Check(PumpFunCoin, body)) throw pumpFunErrors.unavailable();
  return body;
}
