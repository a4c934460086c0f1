import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { userPreferences } from '../../db/schema-preferences.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';

/**
 * The language a document to `partyId` is issued in (issue 23): the saved language
 * (user_preferences) of the party's login, the first one it signed up with when it has several;
 * English when that login never chose one. Read once, at issue: the document keeps it.
 */
export async function partyLanguage(db: Db, partyId: string): Promise<ServerLanguage> {
  const [login] = await db
    .select({ language: userPreferences.language })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.partyId, partyId))
    .orderBy(asc(users.createdUtc), asc(users.id))
    .limit(1);
  return login?.language ?? 'en';
}
