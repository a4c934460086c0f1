import Bowser from 'bowser';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knownDevices } from '../../db/schema-devices.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { languageOfUser } from '../preferences/queries.ts';
import { newDeviceMail } from './emails.ts';

/** Who signs in, from where: kept with the session and checked against the user's devices. */
export type SignInClient = {
  /** The client's address (`request.ip`). */
  address: string;
  /** The User-Agent header, as sent (null when none). */
  userAgent: string | null;
  /** The value of this browser's device cookie, when it sent one. */
  deviceToken: string | null;
};

/**
 * How long a browser keeps its device cookie: 400 days, the most browsers allow, set again at each
 * sign-in (modules/auth/cookies.ts). Logging out keeps it: the device stays known.
 */
export const deviceCookieSeconds = 400 * 24 * 60 * 60;

/** What recognising a device needs: the clock, and the site's address for the email's link. */
export type DeviceDeps = { clock: Clock; publicUrl: string };

/** The longest User-Agent kept (a header can be kilobytes; what describes a device is not). */
const maxUserAgentLength = 512;

export const keptUserAgent = (userAgent: string | null): string | null =>
  userAgent ? userAgent.slice(0, maxUserAgentLength) : null;

/**
 * A device as a person reads it, from its User-Agent (bowser): "Chrome 131 on Windows 10",
 * "Safari 17 on iOS 17.4 (phone)"; "Unknown device" when there is nothing to read.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const parsed = Bowser.getParser(userAgent);
  const browser = parsed.getBrowser();
  const os = parsed.getOS();
  const kind = parsed.getPlatformType();
  const browserName = browser.name
    ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}`
    : 'Unknown browser';
  // Windows reports "NT 10.0"; its name for it ("10") reads better.
  const osVersion = os.name === 'Windows' ? os.versionName : os.version;
  const osName = os.name ? ` on ${os.name}${osVersion ? ` ${osVersion}` : ''}` : '';
  const kindName = kind === 'mobile' ? ' (phone)' : kind === 'tablet' ? ' (tablet)' : '';
  return `${browserName}${osName}${kindName}`;
}

/**
 * Called by createSession for every sign-in (password, or password and second factor): a browser
 * without a device cookie gets one; a device not known for this user is remembered, and when the
 * user already has other known devices, the user is emailed about the sign-in (the first sign-in
 * of an account, after sign-up and verification, alarms no one: docs/domain-rules.md, Accounts).
 * Returns the device cookie's value to set (the same one when it was sent).
 */
export async function recognizeDevice(
  tx: Db,
  deps: DeviceDeps,
  user: { id: string; email: string },
  client: SignInClient,
): Promise<string> {
  const now = deps.clock.now();
  const deviceToken = client.deviceToken ?? newToken();
  const tokenHash = hashToken(deviceToken);
  const [known] = await tx
    .update(knownDevices)
    .set({ lastSignInUtc: now, ipAddress: client.address, userAgent: keptUserAgent(client.userAgent) })
    .where(and(eq(knownDevices.userId, user.id), eq(knownDevices.tokenHash, tokenHash)))
    .returning({ id: knownDevices.id });
  if (known) return deviceToken;
  const [other] = await tx
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, user.id))
    .limit(1);
  await tx
    .insert(knownDevices)
    .values({
      userId: user.id,
      tokenHash,
      userAgent: keptUserAgent(client.userAgent),
      ipAddress: client.address,
      createdUtc: now,
      lastSignInUtc: now,
    })
    .onConflictDoNothing();
  if (other) {
    const mail = newDeviceMail(
      user.email,
      {
        device: describeDevice(client.userAgent),
        address: client.address,
        at: now,
        forgotPasswordLink: `${deps.publicUrl}/forgot-password`,
      },
      await languageOfUser(tx, user.id),
    );
    await enqueueJob(tx, now, { kind: 'mail', payload: mail });
  }
  return deviceToken;
}

/**
 * The daily clean-up of known devices (modules/jobs scheduler): a device not signed in from for
 * longer than its cookie lives can never be recognised again (its browser no longer sends the
 * cookie), so its row is deleted, except each user's most recent device: a dormant account's next
 * sign-in from anywhere is still a new device, and still emails its owner. Returns how many went.
 */
export async function pruneKnownDevices(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - deviceCookieSeconds * 1000);
  const deleted = await db
    .delete(knownDevices)
    .where(
      and(
        lt(knownDevices.lastSignInUtc, cutoff),
        sql`exists (select 1 from ${knownDevices} newer where newer.user_id = ${knownDevices.userId}
          and (newer.last_sign_in_utc, newer.id) > (${knownDevices.lastSignInUtc}, ${knownDevices.id}))`,
      ),
    )
    .returning({ id: knownDevices.id });
  return deleted.length;
}
