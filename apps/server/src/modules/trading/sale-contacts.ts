import type { Sale, SaleContact } from '@gas/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, parties, users } from '../../db/schema.ts';
import { type Caller, saleCounterpartyId } from '../../lib/access.ts';
import { partyName } from '../parties/queries.ts';
import { getSale } from './queries.ts';

// What the other party of a sale needs once it is approved (issue 22, item 9): the supplier its
// buyer's contact, the buyer its supplier's, for the delivery and the paperwork. Before approval
// neither sees the other's; other suppliers never see the sale at all (404, as every read).

/** A party's contact: its primary contact (else the first added), falling back on its sign-up. */
export async function partyContact(db: Db, partyId: string): Promise<SaleContact> {
  const [[party], [contact], [login]] = await Promise.all([
    db.select().from(parties).where(eq(parties.id, partyId)),
    db
      .select()
      .from(contacts)
      .where(eq(contacts.partyId, partyId))
      .orderBy(desc(contacts.isPrimary), asc(contacts.createdUtc))
      .limit(1),
    db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.partyId, partyId))
      .orderBy(asc(users.createdUtc))
      .limit(1),
  ]);
  const contactName = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ');
  return {
    company: party!.companyName,
    contactName: contactName || partyName(party!),
    email: contact?.email || login?.email || '',
    phone: contact?.mobile || contact?.mobile2 || null,
  };
}

/** GET sales/{id}: the sale as the caller may see it, with the other party's contact when due. */
export async function getSaleDetail(db: Db, caller: Caller, saleId: string): Promise<Sale> {
  const sale = await getSale(db, caller, saleId);
  const otherPartyId = saleCounterpartyId(caller, sale);
  return { ...sale, counterparty: otherPartyId ? await partyContact(db, otherPartyId) : null };
}
