import { notificationSettingsSchema } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import type { NotificationDeps } from './deps.ts';
import { getNotificationSettings } from './queries.ts';
import { updateNotificationSettings } from './update-notification-settings.ts';

// Each operator's choice of "awaits you" emails (contracts/notifications.ts).
export const notificationRoutes: FastifyPluginAsyncZod<NotificationDeps> = async (app, deps) => {
  const tags = ['notifications'];
  const operators = { preHandler: allowRoles('admin') };

  app.get(
    '/notification-settings',
    {
      ...operators,
      schema: {
        tags,
        summary: "The signed-in operator's email notifications (all on by default)",
        response: { 200: okSchema(notificationSettingsSchema) },
      },
    },
    async (request) => ok(await getNotificationSettings(deps.db, requireActor(request))),
  );

  app.put(
    '/notification-settings',
    {
      ...operators,
      schema: {
        tags,
        summary: 'Choose which "awaits you" emails the signed-in operator gets',
        body: notificationSettingsSchema,
        response: { 200: okSchema(notificationSettingsSchema) },
      },
    },
    async (request) => ok(await updateNotificationSettings(deps, requireActor(request), request.body)),
  );
};
