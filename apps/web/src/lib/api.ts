import type { FieldError } from '@gas/shared';
import type { z } from 'zod';
import { i18n } from '../i18n/index.ts';
import { isLanguage } from '../i18n/languages.ts';

// The one way the web app talks to the server (spec section 7): base /api, the session cookie
// sent along, JSON accepted, every answer an envelope { success, data, errors }. A failure
// becomes an ApiError; the caller decides how to show it (no global toasts here).

const apiBase = '/api';

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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T = unknown> = {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** False for the calls that must not trigger a refresh themselves (refresh, login, logout). */
  refreshOnUnauthorized?: boolean;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** How long to wait for the whole answer before failing as timed out (default requestTimeoutMs). */
  timeoutMs?: number;
  /**
   * The contract's schema of the answer's `data` (packages/shared/src/contracts). In development
   * and tests the answer is checked against it, so a server that drifts from the contract fails
   * loudly; production builds trust the server and skip the check.
   */
  schema?: z.ZodType<T>;
};

/** Whether answers are checked against their contract: in development and tests, not in production. */
const checksContracts = import.meta.env.DEV;

/** An answer that does not match its contract: a bug on one side, never the user's doing. */
export class ContractError extends Error {
  constructor(path: string, issues: z.core.$ZodIssue[]) {
    const where = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
      .join('; ');
    super(`The answer of ${path} does not match its contract: ${where}`);
    this.name = 'ContractError';
  }
}

function checkContract<T>(path: string, data: T, schema: z.ZodType<T> | undefined): T {
  if (!schema || !checksContracts || data === null) return data;
  const checked = schema.safeParse(data);
  if (!checked.success) throw new ContractError(path, checked.error.issues);
  return data;
}

// Said in the reader's language when the call fails (issue 23): common's apiFailure.
const statusMessages = {
  401: 'sessionEnded',
  403: 'notAllowed',
  404: 'notFound',
  413: 'tooLarge',
  429: 'tooManyRequests',
} as const;

type FailureKey =
  | (typeof statusMessages)[keyof typeof statusMessages]
  | 'unreachable'
  | 'timedOut'
  | 'unknown';

function failureMessage(key: FailureKey): string {
  return i18n.t(`apiFailure.${key}`, { ns: 'common' });
}

function fallbackMessage(status: number): string {
  return failureMessage(
    status === 0 ? 'unreachable' : (statusMessages[status as keyof typeof statusMessages] ?? 'unknown'),
  );
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

/**
 * How long a request waits for its whole answer. Without a limit a lost answer leaves its form
 * spinning (and its dialog unclosable) until the browser gives up, minutes later. A timed-out
 * money request is safe to send again: its headers go out as given, and the dialogs keep their
 * Idempotency-Key until a success, so the server answers the retry as the first time.
 */
export const requestTimeoutMs = 30_000;
/** An upload may be a 10 MB receipt sent from a slow phone connection. */
const uploadTimeoutMs = 300_000;

/**
 * One signal that follows the caller's and also aborts after `ms`. Combined by hand: AbortSignal.any
 * is missing from the Safari and Chrome versions still on many phones.
 */
export function withDeadline(caller: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  caller?.addEventListener('abort', follow);
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}

/** An answer read in full: its body is read under the same deadline as its headers. */
type Answer = { status: number; ok: boolean; text: string };

async function send(path: string, options: RequestOptions<unknown>): Promise<Answer> {
  const { method = 'GET', body, signal, timeoutMs = requestTimeoutMs } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server's messages follow the language being read (issue 23); 'pseudo' is English.
    'Accept-Language': isLanguage(i18n.language) ? i18n.language : 'en',
    ...options.headers,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const deadline = withDeadline(signal, timeoutMs);
  try {
    const init = { method, headers, body: payload, credentials: 'include' as const, signal: deadline.signal };
    const response = await fetch(buildUrl(path), init);
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch (error) {
    // The caller's own abort stays an abort; no answer (or none in time) becomes an ApiError.
    if (signal?.aborted) throw error;
    throw new ApiError(0, [], failureMessage(deadline.expired() ? 'timedOut' : 'unreachable'));
  } finally {
    deadline.clear();
  }
}

function parse<T>(response: Answer): T {
  const { text } = response;
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

// ---- Silent refresh ---------------------------------------------------------------------------
//
// The server rotates the refresh id on every use and ends the whole session when an old one is
// presented again. So every 401 that arrives together must share ONE POST auth/refresh, in this
// tab and in the other tabs of the app (they share the cookies): a Web Lock serialises refreshes
// across tabs, and a generation number in localStorage tells a late 401 (to a request sent
// before a refresh that has since succeeded) to just retry instead of refreshing again.

const refreshLockName = 'gas.refresh';
export const refreshGenerationKey = 'gas.refreshGeneration';
let memoryGeneration = 0;

function readGeneration(): number {
  try {
    const value = Number(localStorage.getItem(refreshGenerationKey) ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return memoryGeneration;
  }
}

function bumpGeneration() {
  memoryGeneration = readGeneration() + 1;
  try {
    localStorage.setItem(refreshGenerationKey, String(memoryGeneration));
  } catch {
    // Storage refused (private mode): this tab still counts in memory.
  }
}

function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(refreshLockName, run) : run();
}

/** renewed: retry the request; ended: the server refused (the session is over); failed: no answer. */
export type RefreshOutcome = 'renewed' | 'ended' | 'failed';

let refreshing: Promise<RefreshOutcome> | null = null;

const sessionEndedListeners = new Set<() => void>();

/** Called when a refresh is refused: the server has ended the session. Returns an unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

async function postRefresh(): Promise<RefreshOutcome> {
  try {
    parse(await send('auth/refresh', { method: 'POST' }));
    bumpGeneration();
    return 'renewed';
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) return 'failed';
    for (const listener of sessionEndedListeners) listener();
    return 'ended';
  }
}

/**
 * Renews the session for a request that met a 401 after leaving at `seenGeneration`. Calls
 * that overlap share one POST auth/refresh; a call whose request left before a refresh that has
 * since succeeded (here or in another tab) does not refresh again.
 */
function renewSession(seenGeneration: number): Promise<RefreshOutcome> {
  if (readGeneration() !== seenGeneration) return Promise.resolve('renewed');
  refreshing ??= withRefreshLock(() =>
    // Another tab may have renewed while this one waited for the lock.
    readGeneration() !== seenGeneration ? Promise.resolve<RefreshOutcome>('renewed') : postRefresh(),
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Sends one request; on a 401 renews the session once and retries the request once. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const generation = readGeneration();
  const response = await send(path, options);
  if (response.status === 401 && options.refreshOnUnauthorized !== false) {
    if ((await renewSession(generation)) === 'renewed') {
      return checkContract(path, parse<T>(await send(path, options)), options.schema);
    }
  }
  return checkContract(path, parse<T>(response), options.schema);
}

type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: CallOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
  /** Multipart POST, e.g. a deposit with its receipt. */
  upload: <T>(path: string, form: FormData, options?: CallOptions<T>) =>
    apiRequest<T>(path, { timeoutMs: uploadTimeoutMs, ...options, method: 'POST', body: form }),
};
