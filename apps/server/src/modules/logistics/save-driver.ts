import {
  type Driver,
  type DriverRequest,
  type DriverUpdate,
  driverRequestSchema,
  driverUpdateSchema,
} from '@gas/shared';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { emailTokens, users } from '../../db/schema.ts';
import { drivers } from '../../db/schema-logistics.ts';
import { assertMayManageLogistics, type Caller } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { LogisticsDeps } from './deps.ts';
import { driverLinkHours, driverWelcomeMail } from './emails.ts';
import { getDriver } from './queries.ts';

/**
 * An operator adds a driver. With an email address the driver gets a login (role driver, no
 * party) and, by email, a link to choose its password: a password-reset link that works once for
 * 72 hours, so the password is never known to anyone else. Until then the login's password is a
 * random one nobody has.
 */
export async function addDriver(deps: LogisticsDeps, caller: Caller, input: DriverRequest): Promise<Driver> {
  assertMayManageLogistics(caller);
  const driver = driverRequestSchema.parse(input);
  const passwordHash = driver.email ? await hashPassword(newToken()) : undefined;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      let userId: string | null = null;
      if (driver.email && passwordHash) {
        const [user] = await tx
          .insert(users)
          .values({ email: driver.email, passwordHash, role: 'driver', createdUtc: now })
          .returning({ id: users.id });
        userId = user!.id;
        const token = newToken();
        await tx.insert(emailTokens).values({
          userId,
          tokenHash: hashToken(token),
          purpose: 'password_reset',
          expiresUtc: addMinutes(now, driverLinkHours * 60),
        });
        const link = `${deps.publicUrl}/reset-password?token=${token}`;
        await enqueueJob(tx, now, {
          kind: 'mail',
          payload: driverWelcomeMail(driver.email, driver.name, link),
        });
      }
      const [row] = await tx
        .insert(drivers)
        .values({ name: driver.name, phone: driver.phone, userId, createdUtc: now })
        .returning();
      await recordAudit(tx, deps.clock, caller, {
        action: 'driver_added',
        entityType: 'driver',
        entityId: row!.id,
        entityLabel: row!.name,
        after: row!.status,
        details: { login: driver.email ?? null },
      });
      return getDriver(tx, caller, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key'))
      throw conflict('This email address already has an account', 'email');
    throw error;
  }
}

/** An operator changes a driver's name, phone or status (an Inactive driver is given no deliveries). */
export async function changeDriver(
  deps: LogisticsDeps,
  caller: Caller,
  id: string,
  input: DriverUpdate,
): Promise<Driver> {
  assertMayManageLogistics(caller);
  const driver = driverUpdateSchema.parse(input);
  return inTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(drivers).where(eq(drivers.id, id)).for('update');
    if (!before) throw notFound('The driver');
    await tx.update(drivers).set(driver).where(eq(drivers.id, id));
    // An Inactive driver's login stops at once: its sessions end, and log-in refuses it until an
    // operator makes it Active again (lib/access/parties.ts, logInRefusal).
    if (driver.status === 'Inactive' && before.status !== 'Inactive' && before.userId) {
      await revokeUserSessions(tx, deps.clock, before.userId, 'driver made inactive');
    }
    await recordAudit(tx, deps.clock, caller, {
      action: 'driver_changed',
      entityType: 'driver',
      entityId: id,
      entityLabel: driver.name,
      before: before.status,
      after: driver.status,
    });
    return getDriver(tx, caller, id);
  });
}
