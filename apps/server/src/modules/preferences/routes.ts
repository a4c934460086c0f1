import { accountLanguageSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requireActor } from '../../lib/route-guards.ts';
import type { PreferencesDeps } from './deps.ts';
import { setLanguage } from './set-language.ts';

/** A user's own preferences (issue 23): the language the app speaks to them. */
export const preferenceRoutes: FastifyPluginAsyncZod<PreferencesDeps> = async (app, deps) => {
  app.put(
    '/account/language',
    {
      schema: {
        tags: ['account'],
        summary: 'Save the language you chose (en or ha); the app speaks it after every sign-in',
        body: accountLanguageSchema,
        response: { 200: okSchema(accountLanguageSchema) },
      },
    },
    async (request) => ok(await setLanguage(deps, requireActor(request), request.body)),
  );
};
