import type { OperatorNotificationTopic } from '@gas/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { operatorNotificationSettings } from '../../db/schema-notifications.ts';
import { userPreferences } from '../../db/schema-preferences.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import { greeting, type MailWords, wordsIn } from '../mail/words.ts';

/** An email to every operator who keeps `topic` on: English at the top, Hausa in `ha`. */
export type OperatorMail = { topic: OperatorNotificationTopic; subject: string; text: string; ha: MailWords };

const topicColumns = {
  depositAwaiting: operatorNotificationSettings.depositAwaiting,
  signUpAwaiting: operatorNotificationSettings.signUpAwaiting,
} as const;

/**
 * Queues `mail` to every operator who has not turned its topic off (no row: the defaults, on),
 * each in its saved language (issue 23; none: English), in the caller's transaction, through the
 * outbox like every email: one query, one insert.
 */
export async function queueOperatorMail(tx: Db, now: Date, mail: OperatorMail): Promise<void> {
  const chosen = topicColumns[mail.topic];
  const operators = await tx
    .select({ email: users.email, language: userPreferences.language })
    .from(users)
    .leftJoin(operatorNotificationSettings, eq(operatorNotificationSettings.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(and(eq(users.role, 'admin'), or(isNull(operatorNotificationSettings.userId), eq(chosen, true))))
    .orderBy(users.email);
  await enqueueJobs(
    tx,
    now,
    operators.map((operator) => {
      const language = operator.language ?? 'en';
      const words = wordsIn(mail, language);
      return {
        kind: 'mail',
        payload: {
          to: operator.email,
          subject: words.subject,
          text: `${greeting(language)}\n\n${words.text}\n`,
        },
      };
    }),
  );
}
