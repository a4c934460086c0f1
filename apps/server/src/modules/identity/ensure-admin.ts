import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';

/**
 * Creates an operator account unless one with that email already exists (any role): the
 * platform's own bootstrap, run by ADMIN_EMAIL/ADMIN_PASSWORD at start and `npm run admin:create`,
 * never through HTTP. Returns whether it was created. One insert, so no transaction of its own.
 */
export async function ensureAdmin(options: { db: Db; email: string; password: string }): Promise<boolean> {
  const email = options.email.trim().toLowerCase();
  const passwordHash = await hashPassword(options.password);
  const inserted = await options.db
    .insert(users)
    .values({ email, passwordHash, role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
