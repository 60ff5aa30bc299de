/** Error body returned by every platform service: a machine code, the English message, the field. */
export interface ApiErrorBody {
  code: string;
  message: string;
  field?: string;
  [key: string]: unknown;
}

/** The rejection of every API call: status 0 means the network failed (no response). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallbackMessage = 'Error, please try again!') {
    const parsed = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody>;
    super(typeof parsed.message === 'string' ? parsed.message : fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof parsed.code === 'string' ? parsed.code : status === 0 ? 'network' : 'unknown';
    this.field = typeof parsed.field === 'string' ? parsed.field : undefined;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
