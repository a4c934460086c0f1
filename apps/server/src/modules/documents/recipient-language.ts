import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { userPreferences } from '../../db/schema-preferences.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';

/**
 * The language documents to each of `partyIds` are issued in (issue 23): the saved language
 * (user_preferences) of the party's login, the first one it signed up with when it has several;
 * English when that login never chose one (or the party has none). One query; read once, at
 * issue: the document keeps it.
 */
export async function partyLanguages(db: Db, partyIds: string[]): Promise<Map<string, ServerLanguage>> {
  const ids = [...new Set(partyIds)];
  const logins = ids.length
    ? await db
        .selectDistinctOn([users.partyId], { partyId: users.partyId, language: userPreferences.language })
        .from(users)
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(inArray(users.partyId, ids))
        .orderBy(asc(users.partyId), asc(users.createdUtc), asc(users.id))
    : [];
  const saved = new Map(logins.map((login) => [login.partyId, login.language]));
  return new Map(ids.map((id) => [id, saved.get(id) ?? 'en']));
}

/** The language a document to `partyId` is issued in (`partyLanguages`). */
export async function partyLanguage(db: Db, partyId: string): Promise<ServerLanguage> {
  return (await partyLanguages(db, [partyId])).get(partyId) ?? 'en';
}
