import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { secondFactors } from '../db/schema-two-factor.ts';
import type { Clock } from '../lib/clock.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import { ensureAdmin } from '../modules/identity/ensure-admin.ts';
import type { DemoLogin } from './demo-data.ts';

/** A demo login to print; operators' with their TOTP secret. */
export type PrintedLogin = DemoLogin & { totpSecret?: string };

/**
 * The demo's operators and their authenticators' secrets (issue 21: operators sign in with a
 * second factor). Published like the demo password, so anyone can sign in to the demo: add the
 * secret to an authenticator app (or compute the code with any TOTP tool) and enter its 6-digit
 * code after the password. The second operator exists because payouts need two.
 */
export const demoOperators = [
  {
    email: 'admin@gas-exchange.ng',
    name: 'Platform operator',
    totpSecret: 'GASEXCHANGEDEMOADMINTOTPSECRETAA',
  },
  {
    email: 'finance@gas-exchange.ng',
    name: 'Second operator',
    totpSecret: 'GASEXCHANGEDEMOPAYOUTSTOTPSECRET',
  },
] as const;

/**
 * Gives the demo operators (the first one made by seedDemoData, the second one here) their
 * published TOTP secrets, sealed as any secret is, confirmed at the demo's moment. Returns the
 * logins to print, with the secret.
 */
export async function seedDemoOperators(
  db: Db,
  key: Buffer,
  password: string,
  clock: Clock,
): Promise<PrintedLogin[]> {
  const box = createSecretBox(key);
  return db.transaction(async (tx) => {
    const logins: PrintedLogin[] = [];
    for (const operator of demoOperators) {
      await ensureAdmin({ db: tx, email: operator.email, password });
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, operator.email));
      await tx
        .insert(secondFactors)
        .values({
          userId: user!.id,
          secretEncrypted: box.seal(operator.totpSecret, user!.id),
          confirmedUtc: clock.now(),
        })
        .onConflictDoNothing();
      logins.push({
        role: 'admin',
        email: operator.email,
        name: operator.name,
        status: 'Active',
        totpSecret: operator.totpSecret,
      });
    }
    return logins;
  });
}
