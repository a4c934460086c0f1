import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, users } from '../../db/schema.ts';
import type { JobInput } from '../jobs/queue.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import { partyName } from '../parties/queries.ts';

/** An email to a party, addressed to its login and greeting it by name. */
export type PartyMail = { partyId: string; subject: string; text: string };
/** A party's login address and the fields its name is made of. */
export type PartyLogin = { partyId: string; email: string; party: Parameters<typeof partyName>[0] };

/** The email jobs for `mails`, addressed to each party's login (none for a party without one). */
export function partyMailJobs(logins: PartyLogin[], mails: PartyMail[]): JobInput[] {
  return mails.flatMap((mail) => {
    const login = logins.find((row) => row.partyId === mail.partyId);
    if (!login) return [];
    const text = `Hello ${partyName(login.party)},\n\n${mail.text}\n`;
    return [{ kind: 'mail', payload: { to: login.email, subject: mail.subject, text } }];
  });
}

/** Queues emails to parties' logins in the caller's transaction: one query, one insert. */
export async function queuePartyMails(tx: Db, now: Date, mails: PartyMail[]): Promise<void> {
  const logins = await tx
    .select({ email: users.email, party: parties })
    .from(users)
    .innerJoin(parties, eq(parties.id, users.partyId))
    .where(inArray(users.partyId, [...new Set(mails.map((mail) => mail.partyId))]));
  const addressed = logins.map((row) => ({ partyId: row.party.id, email: row.email, party: row.party }));
  await enqueueJobs(tx, now, partyMailJobs(addressed, mails));
}
