// npm run admin:reset-two-factor -- --email ops@example.com
// For an operator who lost both its authenticator app and its recovery codes: deletes its second
// factor and recovery codes and ends its sessions, on the configured database (DATA_DIR or
// DATABASE_URL); audited as the system's. At its next log-in it sets up an authenticator again.
// Check who is asking before running it: this is the way back into an operator's account.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { systemClock } from '../lib/clock.ts';
import { resetOperatorTwoFactor } from '../modules/auth/reset-operator-two-factor.ts';
import { withMigratedDatabase } from './database.ts';

const argsSchema = z.object({ email: z.email('--email must be an email address') });

async function run() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    console.error('Usage: npm run admin:reset-two-factor -- --email <operator email>');
    process.exit(2);
  }
  await withMigratedDatabase(async (database) => {
    const outcome = await resetOperatorTwoFactor({ db: database.db, clock: systemClock }, parsed.data.email);
    if (outcome === 'not an operator') {
      console.error(`No operator account has the email ${parsed.data.email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `Two-factor sign-in of ${parsed.data.email} is reset and its sessions are ended. At the next log-in, after the password, the page shows a QR code for an authenticator app, then asks for its 6-digit code and shows ten new recovery codes once.`,
    );
  });
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
