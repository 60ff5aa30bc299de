/**
 * How one request travels: `fetch`, or XMLHttpRequest only when the caller
 * follows upload progress (fetch cannot report it). Replaces axios (~20 KB
 * gzip before first render on every page) with what the client actually uses.
 */

export type HttpMethod =
  'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

export interface TransportRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  /** JSON-serialisable data, FormData, or nothing. */
  body?: unknown;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

/** An answer of any status; `status` 0 never appears here (no answer rejects). */
export interface TransportResponse {
  status: number;
  /** Parsed JSON when the body is JSON, else the text ('' when empty), as axios gave it. */
  data: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** No answer at all: the network failed, or the caller cancelled. */
export class TransportFailure extends Error {
  constructor(readonly cancelled: boolean) {
    super(cancelled ? 'cancelled' : 'network error');
    this.name = 'TransportFailure';
  }
}

function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function encode(body: unknown, headers: Record<string, string>): string | FormData | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body; // the browser sets the multipart boundary
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function viaFetch(request: TransportRequest, body: string | FormData | undefined): Promise<TransportResponse> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, { method: request.method.toUpperCase(), headers: request.headers, body, signal: request.signal });
    text = await response.text();
  } catch {
    throw new TransportFailure(request.signal?.aborted ?? false);
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
  return { status: response.status, data: parseBody(text), headers };
}

function viaXhr(request: TransportRequest, body: string | FormData | undefined): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const report = request.onUploadProgress!;
    xhr.upload.onprogress = (event) => report(event.lengthComputable && event.total ? event.loaded / event.total : 0);
    xhr.upload.onload = () => report(1); // the whole body has left, even where progress events carry no total
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const headers: Record<string, string> = {};
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: xhr.status, data: parseBody(xhr.responseText), headers });
    };
    xhr.onerror = () => (done(), reject(new TransportFailure(false)));
    xhr.onabort = () => (done(), reject(new TransportFailure(true)));
    if (request.signal?.aborted) return reject(new TransportFailure(true));
    xhr.send(body ?? null);
  });
}

/** Sends one request; rejects with TransportFailure only when no answer came. */
export function send(request: TransportRequest): Promise<TransportResponse> {
  const headers = { ...request.headers };
  const body = encode(request.body, headers);
  const withHeaders = { ...request, headers };
  return request.onUploadProgress && typeof XMLHttpRequest !== 'undefined' ? viaXhr(withHeaders, body) : viaFetch(withHeaders, body);
}
