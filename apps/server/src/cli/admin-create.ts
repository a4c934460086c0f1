// npm run admin:create -- --email ops@example.com --password '...'
// Creates an operator account on the configured database (DATA_DIR or DATABASE_URL). Operators
// must sign in with a second factor: the new one enrols an authenticator app at its first log-in.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureAdmin } from '../modules/identity/ensure-admin.ts';
import { withMigratedDatabase } from './database.ts';

const argsSchema = z.object({
  email: z.email('--email must be an email address'),
  password: z.string().min(8, '--password must be at least 8 characters'),
});

async function run() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    console.error("Usage: npm run admin:create -- --email <email> --password '<password>'");
    process.exit(2);
  }
  await withMigratedDatabase(async (database) => {
    const created = await ensureAdmin({ db: database.db, ...parsed.data });
    console.log(
      created
        ? `Admin ${parsed.data.email} created. At the first log-in they set up two-factor sign-in: after the password the page shows a QR code (and the key) for an authenticator app, then asks for its 6-digit code and shows ten recovery codes once.`
        : `An account for ${parsed.data.email} already exists.`,
    );
  });
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
