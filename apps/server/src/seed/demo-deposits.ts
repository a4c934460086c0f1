import { type Currency, formatMoney } from '@gas/shared';
import type { Db } from '../db/client.ts';
import type { Actor } from '../lib/access.ts';
import type { Clock } from '../lib/clock.ts';
import type { ReceiptStore } from '../lib/receipts.ts';
import { createDeposit } from '../modules/wallet/create-deposit.ts';
import { decideDeposit } from '../modules/wallet/decide-deposit.ts';
import { depositDecisionHours } from './demo-fixtures.ts';

// The demo offtakers' deposits, each with a receipt the way a buyer would upload it (seed/demo-data.ts).

export type DepositSeeding = {
  tx: Db;
  receipts: ReceiptStore;
  /** The demo's moments, counted back from when it is seeded. */
  at: (daysAgo: number, plusHours?: number) => Date;
};

const clockAt = (at: Date): Clock => ({ now: () => at });

/** A one-page PDF transfer receipt naming the payer, the amount and the day. */
function demoReceipt(payer: string, amount: string, date: Date): Buffer {
  const text = `Transfer receipt - ${payer} - ${amount} - ${date.toDateString()}`.replace(/[()\\]/g, '');
  const content = `BT /F1 12 Tf 40 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The offtaker's deposits with their receipts, in both currencies: three approved by the
 * operator a few hours later (the wallet is credited through the ledger), the newest pending.
 */
export async function seedDeposits(
  { tx, receipts, at }: DepositSeeding,
  operator: Actor,
  offtaker: Actor,
  name: string,
  joinedDaysAgo: number,
) {
  const deposits: { amount: number; currency: Currency; daysAgo: number; isApproved: boolean }[] = [
    { amount: 25_000_000_00, currency: 'NGN', daysAgo: joinedDaysAgo - 5, isApproved: true },
    { amount: 15_000_00, currency: 'USD', daysAgo: joinedDaysAgo - 10, isApproved: true },
    { amount: 12_500_000_00, currency: 'NGN', daysAgo: 20, isApproved: true },
    { amount: 4_000_000_00, currency: 'NGN', daysAgo: 1, isApproved: false },
  ];
  const wallet = (when: Date) => ({ db: tx, clock: clockAt(when), receipts });
  for (const deposit of deposits) {
    const sentAt = at(deposit.daysAgo);
    const receipt = demoReceipt(name, formatMoney(deposit.amount, deposit.currency), sentAt);
    const created = await createDeposit(wallet(sentAt), offtaker, {
      amount: deposit.amount,
      currency: deposit.currency,
      receipt,
    });
    if (!deposit.isApproved) continue;
    await decideDeposit(wallet(at(deposit.daysAgo, depositDecisionHours)), operator, {
      reference: created.reference,
      decision: 'Approved',
    });
  }
}
