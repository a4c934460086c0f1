import type { Contact, ContactRequest } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { contacts } from '../../db/schema.ts';
import { type Actor, ownPartyId } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { contactColumns, contactValues, recordContactChange } from './contacts.ts';
import type { PartyDeps } from './deps.ts';

/**
 * A supplier or an offtaker replaces one of its own party's contacts (a blank field is
 * cleared); another party's contact answers 404, as an unknown one does.
 */
export async function updateContact(
  deps: PartyDeps,
  actor: Actor,
  input: { contactId: string; contact: ContactRequest },
): Promise<Contact> {
  const partyId = ownPartyId(actor);
  return inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(contacts)
      .set(contactValues(input.contact))
      .where(and(eq(contacts.id, input.contactId), eq(contacts.partyId, partyId)))
      .returning(contactColumns);
    if (!updated) throw notFound('The contact');
    await recordContactChange(tx, deps.clock, actor, 'contact_updated', updated);
    return updated;
  });
}
