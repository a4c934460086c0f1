import { defaultNotificationSettings, type NotificationSettings } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorNotificationSettings } from '../../db/schema-notifications.ts';
import { type Caller, notifiedOperatorId } from '../../lib/access.ts';

/** GET notification-settings: the signed-in operator's choices, all on until it saves others. */
export async function getNotificationSettings(db: Db, caller: Caller): Promise<NotificationSettings> {
  const userId = notifiedOperatorId(caller);
  const [row] = await db
    .select({
      depositAwaiting: operatorNotificationSettings.depositAwaiting,
      signUpAwaiting: operatorNotificationSettings.signUpAwaiting,
    })
    .from(operatorNotificationSettings)
    .where(eq(operatorNotificationSettings.userId, userId));
  return row ?? defaultNotificationSettings;
}
