import { randomUUID } from 'node:crypto';
import { type RegisterClient, type RegisterCustomer, type Registered, roleOfKind } from '@gas/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { contacts, parties, users } from '../../db/schema.ts';
import { userPreferences } from '../../db/schema-preferences.ts';
import type { Visitor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { languageOfAddress } from '../preferences/queries.ts';
import type { IdentityDeps } from './deps.ts';
import { addressTakenMail } from './emails.ts';
import { issueVerificationLink } from './verification-link.ts';

/** A supplier's sign-up form, or an offtaker's. */
export type NewParty =
  | { kind: 'supplier'; form: RegisterClient }
  | { kind: 'offtaker'; form: RegisterCustomer };

async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
}

const addressTakenMailMs = 30 * 60_000;

/**
 * A sign-up with an address that already has a login (issue 21, finding 6): answered as a new
 * one (201 with a party id that belongs to no party), and its owner is emailed instead. Nothing
 * is created, so nothing of the form is kept.
 */
async function answerTakenAddress(
  deps: IdentityDeps,
  email: string,
  language: ServerLanguage,
): Promise<Registered> {
  // One such email per address per half hour (of the clock), however many sign-ups try it and
  // from wherever: a second in the same half hour is the same job, not added again.
  const halfHour = Math.floor(deps.clock.now().getTime() / addressTakenMailMs);
  await inTransaction(deps.db, async (tx) =>
    enqueueJob(tx, deps.clock.now(), {
      kind: 'mail',
      dedupeKey: `address-taken:${email}:${halfHour}`,
      payload: addressTakenMail(
        email,
        `${deps.publicUrl}/login`,
        await languageOfAddress(tx, email, language),
      ),
    }),
  );
  return { partyId: randomUUID() };
}

/**
 * Public sign-up (anyone may): the party (Unconfirmed), its login and first contact, and the
 * verification email, all in one transaction. The email goes out after commit, from the job
 * queue. The password is checked and hashed before the transaction opens (hashing is slow, and
 * done for a taken address too, so that the answer takes as long either way). A taken address
 * gets the same answer as a new one; its owner is emailed (docs/domain-rules.md, Accounts). The
 * emails are in `options.language` (the request's Accept-Language; the owner's saved one for a
 * taken address), issue 23.
 */
export async function register(
  deps: IdentityDeps,
  _visitor: Visitor,
  input: NewParty,
  options: { language?: ServerLanguage } = {},
): Promise<Registered> {
  const language = options.language ?? 'en';
  const { form } = input;
  const problem = passwordProblem(form.password);
  if (problem) throw new AppError('validation', problem, 'password');
  const email = form.email.trim().toLowerCase();
  const passwordHash = await hashPassword(form.password);
  if (await isEmailTaken(deps.db, email)) return answerTakenAddress(deps, email, language);
  const names =
    input.kind === 'supplier'
      ? { companyName: input.form.name, firstName: null, lastName: null }
      : {
          companyName: input.form.name || null,
          firstName: input.form.firstname,
          lastName: input.form.lastname,
        };
  const role = roleOfKind[input.kind];
  try {
    return await inTransaction(deps.db, async (tx) => {
      const createdUtc = deps.clock.now();
      const [created] = await tx
        .insert(parties)
        .values({ kind: input.kind, status: 'Unconfirmed', ...names, createdUtc })
        .returning({ id: parties.id });
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, role, partyId: created!.id, createdUtc })
        .returning({ id: users.id, email: users.email });
      await tx.insert(contacts).values({
        partyId: created!.id,
        firstName: names.firstName,
        lastName: names.lastName,
        email,
        mobile: form.mobile,
        isPrimary: true,
        createdUtc,
      });
      // Signed up in Hausa: Hausa is the login's language from now on (issue 23), so the emails
      // that come before its first sign-in (the registration's decision) are in Hausa too.
      if (language === 'ha') {
        await tx.insert(userPreferences).values({ userId: user!.id, language, updatedUtc: createdUtc });
      }
      await issueVerificationLink(tx, deps, user!, names.firstName ?? names.companyName ?? email, language);
      await recordAudit(
        tx,
        deps.clock,
        { userId: user!.id, email, role },
        {
          action: 'sign_up',
          entityType: 'party',
          entityId: created!.id,
          entityLabel: names.companyName ?? `${names.firstName} ${names.lastName}`,
          after: 'Unconfirmed',
          details: { kind: input.kind },
        },
      );
      return { partyId: created!.id };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error, 'users_email_lower_key')) return answerTakenAddress(deps, email, language);
    throw error;
  }
}
