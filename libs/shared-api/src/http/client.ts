import { serviceBaseUrl, type ServiceKey } from '../config/environment';
import { useSessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { emitHttpError } from './events';
import { markReachable, markUnreachable } from './connectivity';
import { compactQuery, fillPath } from './request-parts';
import { send, TransportFailure, type HttpMethod, type TransportRequest, type TransportResponse } from './transport';

export type { HttpMethod } from './transport';

/** Fixed marker header sent on the new account-service calls (spec §7). */
export const CLIENT_MARKER_HEADER = 'X-Platform-Client';
export const CLIENT_MARKER_VALUE = 'web-2';

/**
 * Token policy of one call: `required` carries the token in Authorization,
 * `forbidden` never carries it, `optional` carries it when there is one.
 */
export type TokenPolicy = 'required' | 'forbidden' | 'optional';

export interface EndpointDefinition {
  service: ServiceKey;
  method: HttpMethod;
  /** Path with `{placeholders}` filled from the call's data. */
  path: string;
  token: TokenPolicy;
  /** Send the new account-service marker header. */
  marker?: boolean;
  /** Where the data left after placeholders goes; default: query for GET, body otherwise. */
  dataIn?: 'query' | 'body';
  /** Return the response headers alongside the body (Google login's token header). */
  withHeaders?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

/** The page's one HTTP client: no timeout, success is 2xx, every answer and failure goes through `settle`. */
export interface HttpClient {
  request(request: TransportRequest): Promise<TransportResponse>;
}

/**
 * The rules every answer follows: reachability, the error event for its
 * status (spec §8), logout on 401/403 with an account loaded (spec §4), and
 * an ApiError for anything but 2xx.
 */
function settle(response: TransportResponse): TransportResponse {
  markReachable();
  if (response.status >= 200 && response.status < 300) return response;
  const apiError = new ApiError(response.status, response.data);
  emitHttpError(response.status, apiError);
  const session = useSessionStore.getState();
  // Back to the page the person is on once they sign in again (the shell's guard does the same).
  if ((response.status === 401 || response.status === 403) && session.account) session.logout({ returnTo: currentPlace() });
  throw apiError;
}

/** The language the page shows (libs/i18n sets it on <html lang>), so that e-mails and SMS the call causes speak it. */
function languageHeader(): Record<string, string> {
  const language = globalThis.document?.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
}

function currentPlace(): string | undefined {
  const place = globalThis.location;
  return place ? place.pathname + place.search + place.hash : undefined;
}

export const httpClient: HttpClient = {
  async request(request) {
    let response: TransportResponse;
    try {
      response = await send({
        ...request,
        headers: {
          Accept: 'application/json, text/plain, */*',
          'X-Requested-With': 'XMLHttpRequest',
          ...languageHeader(),
          ...request.headers,
        },
      });
    } catch (error) {
      // A cancelled request says nothing about the network.
      if (!(error instanceof TransportFailure && error.cancelled)) markUnreachable();
      throw new ApiError(0, undefined);
    }
    return settle(response);
  },
};

function authHeader(policy: TokenPolicy): Record<string, string> {
  if (policy === 'forbidden') return {};
  const token = useSessionStore.getState().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface ResponseWithHeaders<T> {
  data: T;
  headers: Record<string, string>;
}

/** Turns a definition into a typed call function. */
export function defineEndpoint<Req extends object | void, Res>(
  definition: EndpointDefinition & { withHeaders: true },
): (data: Req, options?: CallOptions) => Promise<ResponseWithHeaders<Res>>;
export function defineEndpoint<Req extends object | void, Res>(
  definition: EndpointDefinition,
): (data: Req, options?: CallOptions) => Promise<Res>;
export function defineEndpoint<Req extends object | void, Res>(definition: EndpointDefinition) {
  return async (data: Req, options: CallOptions = {}) => {
    const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
    const { path, rest } = isForm
      ? { path: definition.path, rest: {} }
      : fillPath(definition.path, (data ?? {}) as Record<string, unknown>);
    const inQuery = (definition.dataIn ?? (definition.method.toUpperCase() === 'GET' ? 'query' : 'body')) === 'query';
    const headers: Record<string, string> = { ...authHeader(definition.token) };
    if (definition.marker) headers[CLIENT_MARKER_HEADER] = CLIENT_MARKER_VALUE;
    const query = inQuery && !isForm ? new URLSearchParams(compactQuery(rest)).toString() : '';
    const response = await httpClient.request({
      url: serviceBaseUrl(definition.service) + path + (query ? (path.includes('?') ? '&' : '?') + query : ''),
      method: definition.method,
      body: isForm ? data : inQuery ? undefined : rest,
      headers,
      signal: options.signal,
      onUploadProgress: options.onUploadProgress,
    });
    if (definition.withHeaders) {
      return { data: response.data as Res, headers: response.headers };
    }
    return response.data as Res;
  };
}
