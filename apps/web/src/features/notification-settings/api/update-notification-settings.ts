import { type NotificationSettings, notificationSettingsSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PUT notification-settings: every choice, as the form shows them. */
export function updateNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return api.put('notification-settings', settings, { schema: notificationSettingsSchema });
}

export const useUpdateNotificationSettings = () =>
  useRefreshingMutation(updateNotificationSettings, 'notificationSettings');
