import type { Contact, ContactRequest } from '@gas/shared';
import { contacts } from '../../db/schema.ts';
import { type Actor, ownPartyId } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { contactColumns, contactValues, recordContactChange } from './contacts.ts';
import type { PartyDeps } from './deps.ts';

/** A supplier or an offtaker adds a contact to its own party (its profile). */
export async function addContact(deps: PartyDeps, actor: Actor, input: ContactRequest): Promise<Contact> {
  const partyId = ownPartyId(actor);
  return inTransaction(deps.db, async (tx) => {
    const [created] = await tx
      .insert(contacts)
      .values({ partyId, ...contactValues(input), createdUtc: deps.clock.now() })
      .returning(contactColumns);
    await recordContactChange(tx, deps.clock, actor, 'contact_added', created!);
    return created!;
  });
}
