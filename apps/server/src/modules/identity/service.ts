import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';

/**
 * Creates an operator account unless one with that email already exists (any role).
 * Returns whether it was created. Used by ADMIN_EMAIL/ADMIN_PASSWORD at start.
 */
export async function ensureAdmin(options: { db: Db; email: string; password: string }): Promise<boolean> {
  const email = options.email.trim().toLowerCase();
  const passwordHash = await hashPassword(options.password);
  const inserted = await options.db
    .insert(users)
    .values({ email, passwordHash, role: 'admin', status: 'Active' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
