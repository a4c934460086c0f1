import type { FieldError } from '@gas/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { failure } from '../lib/envelope.ts';
import { AppError, statusByCode } from '../lib/errors.ts';
import { translateErrors } from '../lib/i18n/errors-translate.ts';
import { languageFromAcceptLanguage } from '../lib/i18n/language.ts';
import type { ApplySecurityHeaders } from './security-headers.ts';

const friendlyByStatus: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Please log in to continue',
  403: 'You are not allowed to do this',
  404: 'The requested resource was not found',
  405: 'This method is not allowed here',
  409: 'The request conflicts with the current state',
  413: 'The request is too large',
  415: 'This content type is not supported',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** Fastify's own 4xx errors, reworded for people. Their original text is logged. */
const friendlyByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
};

function validationErrors(error: FastifyError & { validationContext?: string }): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ htmlId: '', message: friendlyByStatus[400]! }];
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { htmlId: path, message: issue.message ?? 'Invalid value' };
  });
}

function maskedServerError(request: FastifyRequest): FieldError[] {
  return [
    {
      htmlId: '',
      message: `Something went wrong on our side. Please try again later (reference ${request.id}).`,
    },
  ];
}

/**
 * The one place failures leave the server: the envelope, its messages in the request's language
 * (Accept-Language; English unless it asks for Hausa first, issue 23). htmlIds never change.
 */
export function sendFailure(reply: FastifyReply, status: number, errors: FieldError[]) {
  const language = languageFromAcceptLanguage(reply.request.headers['accept-language']);
  return reply
    .code(status)
    .header('vary', 'Accept-Language')
    .type('application/json; charset=utf-8')
    .send(failure(translateErrors(errors, language)));
}

/**
 * A refused access is a security event (ASVS V16.3.2): who (user and role, when signed in), what
 * (method and route) and the answer. A signed-in user refused (403) is a warning: the web app never
 * offers what a role may not do, so it is a probe or a bug. A request without a session (401) is
 * routine (a visitor's first page asks who is signed in) and logged at info.
 */
function logRefusedAccess(request: FastifyRequest, status: 401 | 403) {
  const actor = (request as { actor?: { userId: string; role: string } | null }).actor;
  const event = {
    event: 'access_refused',
    status,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0],
    userId: actor?.userId ?? null,
    role: actor?.role ?? null,
  };
  if (status === 403) request.log.warn(event, 'access refused');
  else request.log.info(event, 'access refused');
}

/**
 * Every failure leaves the server as the spec's envelope with a status from one table:
 * AppError codes, request validation, Fastify's own 4xx errors, and masked 5xx.
 */
export function registerErrorHandling(app: FastifyInstance, options: { onUnknownPath: UnknownPathHandler }) {
  const knownRoutes = FindMyWay();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      try {
        knownRoutes.on(method as HTTPMethod, route.url, () => {});
      } catch {
        // The same method and path registered twice (e.g. by a plugin): already known.
      }
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const status = statusByCode[error.code];
      if (status === 401 || status === 403) logRefusedAccess(request, status);
      // A lock that says when it lifts (the password asked again, say) tells the client too.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return sendFailure(reply, status, error.errors);
    }
    if (error.validation) {
      return sendFailure(reply, 400, validationErrors(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      const message = friendlyByFastifyCode[error.code] ?? friendlyByStatus[status] ?? error.message;
      return sendFailure(reply, status, [{ htmlId: '', message }]);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, maskedServerError(request));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!path.startsWith('/api/') && path !== '/api' && options.onUnknownPath(request, reply)) return reply;
    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter(
      (method) => method !== request.method && knownRoutes.find(method, path) !== null,
    );
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendFailure(reply, 405, [
        { htmlId: '', message: `Method ${request.method} is not allowed on ${path}` },
      ]);
    }
    return sendFailure(reply, 404, [
      { htmlId: '', message: `No API route matches ${request.method} ${path}` },
    ]);
  });
}

/** Lets the web app answer unknown non-API paths (the SPA's index.html); returns true when it did. */
export type UnknownPathHandler = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * The router's own refusals (an undecodable URL, a path parameter over the length limit) run
 * before any hook; this answers them like every other 400: envelope, request id, security headers.
 */
export function frameworkErrorHandler(applySecurityHeaders: ApplySecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ err: error }, 'request refused by the router');
    applySecurityHeaders(request.raw, reply.raw);
    reply.header('x-request-id', request.id);
    return sendFailure(reply, 400, [{ htmlId: '', message: 'The address of this request is not valid' }]);
  };
}
