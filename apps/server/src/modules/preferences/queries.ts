import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { userPreferences } from '../../db/schema-preferences.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';

/**
 * Each user's saved language (user_preferences, issue 23): what the server writes to them in
 * (emails). A user who never chose one is absent from the map: English, unless the request that
 * sends the email says otherwise (`languageOf`).
 */
export async function languagesOfUsers(db: Db, userIds: string[]): Promise<Map<string, ServerLanguage>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: userPreferences.userId, language: userPreferences.language })
    .from(userPreferences)
    .where(inArray(userPreferences.userId, ids));
  return new Map(rows.map((row) => [row.userId, row.language]));
}

/** One user's saved language; else `fallback` (the request's Accept-Language, or English). */
export async function languageOfUser(
  db: Db,
  userId: string,
  fallback: ServerLanguage = 'en',
): Promise<ServerLanguage> {
  return (await languagesOfUsers(db, [userId])).get(userId) ?? fallback;
}

/** The saved language of the login with this address (any case); else `fallback`. */
export async function languageOfAddress(
  db: Db,
  email: string,
  fallback: ServerLanguage = 'en',
): Promise<ServerLanguage> {
  const [row] = await db
    .select({ language: userPreferences.language })
    .from(users)
    .innerJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.language ?? fallback;
}
