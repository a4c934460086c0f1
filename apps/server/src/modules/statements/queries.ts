import { type Currency, type MonthlyStatement, monthlyStatementsShown } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties } from '../../db/schema.ts';
import { walletStatements } from '../../db/schema-statements.ts';
import { type Actor, isOperator } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { StatementsDeps } from './issue-statement.ts';
import { lagosMonthOf, lastClosedMonth, previousMonth } from './monthly-lines.ts';

/** Whose statements: a party its own (another party's: 404), an operator the party named. */
export async function statementPartyId(db: Db, actor: Actor, partyId: string | undefined): Promise<string> {
  if (!isOperator(actor)) {
    // Another party's wallet answers as if it did not exist.
    if (partyId && partyId !== actor.partyId) throw notFound('The party');
    if (!actor.partyId) throw new AppError('forbidden', 'Only suppliers and offtakers have a wallet');
    return actor.partyId;
  }
  if (!partyId) throw new AppError('validation', 'Party is required', 'partyId');
  const [party] = await db.select({ id: parties.id }).from(parties).where(eq(parties.id, partyId));
  if (!party) throw notFound('The party');
  return party.id;
}

/** The closed months since the party signed up (at most monthlyStatementsShown), newest first. */
export async function listMonthlyStatements(
  deps: StatementsDeps,
  partyId: string,
  currency: Currency,
): Promise<MonthlyStatement[]> {
  const [party] = await deps.db
    .select({ createdUtc: parties.createdUtc })
    .from(parties)
    .where(eq(parties.id, partyId));
  const first = lagosMonthOf(party!.createdUtc);
  const months: string[] = [];
  for (
    let month = lastClosedMonth(deps.clock.now());
    month >= first && months.length < monthlyStatementsShown;
    month = previousMonth(month)
  )
    months.push(month);
  const issued = await deps.db
    .select()
    .from(walletStatements)
    .where(and(eq(walletStatements.partyId, partyId), eq(walletStatements.currency, currency)));
  const byMonth = new Map(issued.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return {
      month,
      currency,
      issuedUtc: row ? row.issuedUtc.toISOString() : null,
      opening: row?.opening ?? null,
      closing: row?.closing ?? null,
      lineCount: row?.lineCount ?? null,
    };
  });
}
