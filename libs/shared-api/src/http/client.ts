import axios, { AxiosError, type AxiosInstance, type Method } from 'axios';
import { serviceBaseUrl, type ServiceKey } from '../config/environment';
import { useSessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { emitHttpError } from './events';
import { markReachable, markUnreachable } from './connectivity';
import { compactQuery, fillPath } from './request-parts';

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
  method: Method;
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

/** The one axios instance of the page: no default timeout, success is 2xx. */
export const httpClient: AxiosInstance = axios.create({
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

httpClient.interceptors.response.use(
  (response) => {
    markReachable();
    return response;
  },
  (error: AxiosError) => {
    const status = error.response?.status ?? 0;
    const apiError = new ApiError(status, error.response?.data);
    // A cancelled request says nothing about the network.
    if (status === 0 && !axios.isCancel(error)) markUnreachable();
    if (status > 0) {
      markReachable();
      emitHttpError(status, apiError);
      const session = useSessionStore.getState();
      // Spec §4: any 401 or 403 while an account is loaded logs the user out.
      if ((status === 401 || status === 403) && session.account) session.logout();
    }
    return Promise.reject(apiError);
  },
);

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
    const response = await httpClient.request({
      url: serviceBaseUrl(definition.service) + path,
      method: definition.method,
      params: inQuery && !isForm ? compactQuery(rest) : undefined,
      data: isForm ? data : inQuery ? undefined : rest,
      headers,
      signal: options.signal,
      onUploadProgress: options.onUploadProgress
        ? (event) => options.onUploadProgress!(event.total ? event.loaded / event.total : 0)
        : undefined,
    });
    if (definition.withHeaders) {
      const flat: Record<string, string> = {};
      for (const [key, value] of Object.entries(response.headers ?? {})) flat[key.toLowerCase()] = String(value);
      return { data: response.data as Res, headers: flat };
    }
    return response.data as Res;
  };
}
