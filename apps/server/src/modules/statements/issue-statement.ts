import { createHash } from 'node:crypto';
import type { Currency } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties } from '../../db/schema.ts';
import { walletStatements } from '../../db/schema-statements.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PartyIdentity } from '../documents/identities.ts';
import { partyLanguage } from '../documents/recipient-language.ts';
import { partyName } from '../parties/queries.ts';
import {
  lagosMonthOf,
  lastClosedMonth,
  monthlyStatementData,
  type WalletAccountKind,
} from './monthly-lines.ts';
import { renderStatementPdf } from './render-statement.ts';

// The monthly statement of a wallet, issued once (issue 18, point 5): by the monthly job after the
// month ends, or by the first download of a closed month, whichever comes first. The PDF is kept
// as issued; every later download answers the same bytes. Two first downloads at once render
// twice, but only one insert wins and both answer the winner's bytes. It is worded in the party's
// saved language when issued (issue 23) and keeps it: a later change of language changes nothing.

export type StatementsDeps = {
  db: Db;
  clock: Clock;
  /** The platform as it names itself on its fee invoices (PLATFORM_LEGAL_NAME, _ADDRESS): the
   * statement's issuer and the advice's payer. */
  issuer: PartyIdentity;
};
export type IssuedStatement = typeof walletStatements.$inferSelect;

const accountKindOf = (kind: 'supplier' | 'offtaker'): WalletAccountKind =>
  kind === 'supplier' ? 'supplier_wallet' : 'offtaker_wallet';

/** The statement of `partyId`'s wallet in `currency` for `month`, issued now if it was not yet. */
export async function issuedStatement(
  deps: StatementsDeps,
  partyId: string,
  currency: Currency,
  month: string,
): Promise<IssuedStatement> {
  const [party] = await deps.db.select().from(parties).where(eq(parties.id, partyId));
  if (!party) throw notFound('The party');
  const now = deps.clock.now();
  if (month > lastClosedMonth(now))
    throw new AppError(
      'validation',
      'This month is not over yet: its statement is issued after it ends',
      'month',
    );
  if (month < lagosMonthOf(party.createdUtc)) throw notFound('A statement for this month');
  const stored = await findStatement(deps.db, partyId, currency, month);
  if (stored) return stored;
  const language = await partyLanguage(deps.db, partyId);
  const data = await monthlyStatementData(
    deps.db,
    { partyId, accountKind: accountKindOf(party.kind), currency },
    month,
    language,
  );
  const pdf = await renderStatementPdf(data, {
    partyName: partyName(party),
    issuer: deps.issuer,
    issuedUtc: now,
    language,
  });
  await deps.db
    .insert(walletStatements)
    .values({
      partyId,
      accountKind: data.accountKind,
      currency,
      month,
      opening: data.opening,
      closing: data.closing,
      lineCount: data.lines.length,
      pdf,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      issuedUtc: now,
      language,
    })
    .onConflictDoNothing();
  return (await findStatement(deps.db, partyId, currency, month))!;
}

async function findStatement(db: Db, partyId: string, currency: Currency, month: string) {
  const [row] = await db
    .select()
    .from(walletStatements)
    .where(
      and(
        eq(walletStatements.partyId, partyId),
        eq(walletStatements.currency, currency),
        eq(walletStatements.month, month),
      ),
    );
  return row;
}
