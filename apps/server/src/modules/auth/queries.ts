import type { SignedInUser, UserRole } from '@gas/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, users } from '../../db/schema.ts';
import { drivers } from '../../db/schema-logistics.ts';
import { userPreferences } from '../../db/schema-preferences.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';

/** A login found by its address (any case), with its party's status and names. */
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The login with this address (as typed: trimmed, any case), or undefined. */
export async function findAccount(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      partyStatus: parties.status,
      driverStatus: drivers.status,
      companyName: parties.companyName,
      firstName: parties.firstName,
      lastName: parties.lastName,
      language: userPreferences.language,
    })
    .from(users)
    .leftJoin(parties, eq(parties.id, users.partyId))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

/** The contract's SignedInUser: an offtaker by name, a supplier by company, an operator by email. */
export function describeAccount(account: Account): SignedInUser {
  const name = account.firstName
    ? `${account.firstName} ${account.lastName ?? ''}`.trim()
    : (account.companyName ?? account.email);
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    name,
    status: account.partyStatus ?? 'Active',
    // The language saved in the profile (issue 23): the app switches to it after signing in.
    language: account.language,
  };
}

/** GET auth/me: the signed-in user, as the log-in answered it. */
export async function describeUser(db: Db, actor: Actor): Promise<SignedInUser> {
  const account = await findAccount(db, actor.email);
  if (!account) throw new AppError('unauthenticated', 'Please log in to continue');
  return describeAccount(account);
}

/** GET auth/role: what the web app needs to choose the signed-in user's home. */
export function userRole({ role }: Actor): UserRole {
  return { role };
}
