import { notificationSettingsSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

export const notificationSettingsKey = ['notification-settings'] as const;

/** GET notification-settings: the signed-in operator's notification emails (all on by default). */
export const getNotificationSettings = (signal?: AbortSignal) =>
  getOne('notification-settings', notificationSettingsSchema, signal);

export const notificationSettingsQueryOptions = () =>
  readQuery(notificationSettingsKey, getNotificationSettings);

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
