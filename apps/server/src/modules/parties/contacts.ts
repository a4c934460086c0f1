import type { ContactRequest } from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/service.ts';

// The contacts table's data access, shared by the reads and the two contact use cases.

/** The columns of the contract's Contact. */
export const contactColumns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  email2: contacts.email2,
  mobile: contacts.mobile,
  mobile2: contacts.mobile2,
  mobile3: contacts.mobile3,
  address: contacts.address,
  address2: contacts.address2,
  isPrimary: contacts.isPrimary,
};

/** The stored values of a contact form: trimmed, a blank field stored as empty (null). */
export function contactValues(input: ContactRequest) {
  const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  return {
    firstName: blankToNull(input.firstName),
    lastName: blankToNull(input.lastName),
    email: blankToNull(input.email),
    email2: blankToNull(input.email2),
    mobile: blankToNull(input.mobile),
    mobile2: blankToNull(input.mobile2),
    mobile3: blankToNull(input.mobile3),
    address: blankToNull(input.address),
    address2: blankToNull(input.address2),
  };
}

/** The audit row of a contact added or edited, labelled by its name (or email). */
export async function recordContactChange(
  tx: Db,
  clock: Clock,
  actor: Actor,
  action: 'contact_added' | 'contact_updated',
  contact: { id: string; firstName: string | null; lastName: string | null; email: string | null },
) {
  await recordAudit(tx, clock, actor, {
    action,
    entityType: 'contact',
    entityId: contact.id,
    entityLabel: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email,
  });
}
