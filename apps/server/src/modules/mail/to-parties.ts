import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, users } from '../../db/schema.ts';
import { userPreferences } from '../../db/schema-preferences.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import type { JobInput } from '../jobs/queue.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import { partyName } from '../parties/queries.ts';
import { greeting, type MailWords, wordsIn } from './words.ts';

/**
 * An email to a party, addressed to its login and greeting it by name: English at the top (the
 * spec's words), Hausa in `ha`; the login's saved language picks (issue 23).
 */
export type PartyMail = { partyId: string; subject: string; text: string; ha: MailWords };
/** A party's login address, the fields its name is made of and the login's saved language. */
export type PartyLogin = {
  partyId: string;
  email: string;
  party: Parameters<typeof partyName>[0];
  language?: ServerLanguage;
};

/** The email jobs for `mails`, addressed to each party's login (none for a party without one). */
export function partyMailJobs(logins: PartyLogin[], mails: PartyMail[]): JobInput[] {
  return mails.flatMap((mail) => {
    const login = logins.find((row) => row.partyId === mail.partyId);
    if (!login) return [];
    const language = login.language ?? 'en';
    const words = wordsIn(mail, language);
    const text = `${greeting(language, partyName(login.party))}\n\n${words.text}\n`;
    return [{ kind: 'mail', payload: { to: login.email, subject: words.subject, text } }];
  });
}

/**
 * Queues emails to parties' logins in the caller's transaction, each in its login's saved
 * language (user_preferences; none: English): one query, one insert.
 */
export async function queuePartyMails(tx: Db, now: Date, mails: PartyMail[]): Promise<void> {
  const logins = await tx
    .select({ email: users.email, party: parties, language: userPreferences.language })
    .from(users)
    .innerJoin(parties, eq(parties.id, users.partyId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(inArray(users.partyId, [...new Set(mails.map((mail) => mail.partyId))]));
  const addressed = logins.map((row) => ({
    partyId: row.party.id,
    email: row.email,
    party: row.party,
    language: row.language ?? 'en',
  }));
  await enqueueJobs(tx, now, partyMailJobs(addressed, mails));
}
