import type { FieldError } from '@gas/shared';

// The one way the web app talks to the server (spec section 7): base /api, the session cookie
// sent along, JSON accepted, every answer an envelope { success, data, errors }. A failure
// becomes an ApiError; the caller decides how to show it (no global toasts here).

export const apiBase = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, errors: FieldError[], fallbackMessage: string) {
    super(errors[0]?.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The message for the field with this id, if the server named it. */
  fieldMessage(htmlId: string): string | undefined {
    return this.errors.find((error) => error.htmlId === htmlId)?.message;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** False for the calls that must not trigger a refresh themselves (refresh, login). */
  refreshOnUnauthorized?: boolean;
};

const statusMessages: Record<number, string> = {
  401: 'Your session has ended. Please log in again.',
  403: 'You are not allowed to do this.',
  404: 'We could not find what you asked for.',
  413: 'The file is too large.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function fallbackMessage(status: number): string {
  if (status === 0) return 'We could not reach the server. Please check your connection and try again.';
  return statusMessages[status] ?? 'Something went wrong on our side. Please try again.';
}

function isEnvelope(value: unknown): value is { success: boolean; data: unknown; errors?: unknown } {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is { htmlId?: unknown; message: unknown } => typeof item?.message === 'string')
    .map((item) => ({
      htmlId: typeof item.htmlId === 'string' ? item.htmlId : '',
      message: String(item.message),
    }));
}

function buildUrl(path: string): string {
  return `${apiBase}/${path.replace(/^\/+/, '')}`;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(buildUrl(path), { method, headers, body: payload, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, [], fallbackMessage(0));
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (isEnvelope(json)) {
    if (response.ok && json.success) return json.data as T;
    throw new ApiError(response.status, toFieldErrors(json.errors), fallbackMessage(response.status));
  }
  if (response.ok && json === undefined && text === '') return null as T;
  throw new ApiError(response.status, [], fallbackMessage(response.status));
}

// Several calls may hit a 401 at once: they share one refresh.
let refreshing: Promise<boolean> | null = null;

/** POST auth/refresh; true when the server renewed the session. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= send('auth/refresh', { method: 'POST' })
    .then(async (response) => {
      await parse(response);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Sends one request; on a 401 renews the session once and retries the request once. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 401 && options.refreshOnUnauthorized !== false) {
    const isRenewed = await refreshSession();
    if (isRenewed) return parse<T>(await send(path, options));
  }
  return parse<T>(response);
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
  /** Multipart POST, e.g. a deposit with its receipt. */
  upload: <T>(path: string, form: FormData, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
};
