import type { NotificationSettings } from '@gas/shared';
import { operatorNotificationSettings } from '../../db/schema-notifications.ts';
import { type Caller, notifiedOperatorId } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { NotificationDeps } from './deps.ts';

/** PUT notification-settings: the signed-in operator keeps or turns off each "awaits you" email. */
export async function updateNotificationSettings(
  deps: NotificationDeps,
  caller: Caller,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  const userId = notifiedOperatorId(caller);
  return inTransaction(deps.db, async (tx) => {
    const values = { ...input, updatedUtc: deps.clock.now() };
    await tx
      .insert(operatorNotificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: operatorNotificationSettings.userId, set: values });
    return { depositAwaiting: input.depositAwaiting, signUpAwaiting: input.signUpAwaiting };
  });
}
