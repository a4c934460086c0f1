import type { OperatorNotificationTopic } from '@gas/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { operatorNotificationSettings } from '../../db/schema-notifications.ts';
import { enqueueJobs } from '../jobs/queue.ts';

/** An email to every operator who keeps `topic` on. */
export type OperatorMail = { topic: OperatorNotificationTopic; subject: string; text: string };

const topicColumns = {
  depositAwaiting: operatorNotificationSettings.depositAwaiting,
  signUpAwaiting: operatorNotificationSettings.signUpAwaiting,
} as const;

/**
 * Queues `mail` to every operator who has not turned its topic off (no row: the defaults, on),
 * in the caller's transaction, through the outbox like every email: one query, one insert.
 */
export async function queueOperatorMail(tx: Db, now: Date, mail: OperatorMail): Promise<void> {
  const chosen = topicColumns[mail.topic];
  const operators = await tx
    .select({ email: users.email })
    .from(users)
    .leftJoin(operatorNotificationSettings, eq(operatorNotificationSettings.userId, users.id))
    .where(and(eq(users.role, 'admin'), or(isNull(operatorNotificationSettings.userId), eq(chosen, true))))
    .orderBy(users.email);
  await enqueueJobs(
    tx,
    now,
    operators.map((operator) => ({
      kind: 'mail',
      payload: { to: operator.email, subject: mail.subject, text: `Hello,\n\n${mail.text}\n` },
    })),
  );
}
