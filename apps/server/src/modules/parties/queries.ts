import type { Contact, OnboardingItem, Party, PartyKind, Profile } from '@gas/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, parties, users } from '../../db/schema.ts';
import { type Actor, assertMayManageParties, type Caller, ownPartyId } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { contactColumns } from './contacts.ts';

export type PartyRow = typeof parties.$inferSelect;

/** A supplier is named by its company; an offtaker by first and last name. */
export function partyName(party: Pick<PartyRow, 'kind' | 'companyName' | 'firstName' | 'lastName'>): string {
  if (party.kind === 'supplier') return party.companyName ?? '';
  return `${party.firstName ?? ''} ${party.lastName ?? ''}`.trim();
}

/** The contract's Party: a supplier is a company; an offtaker an individual with an optional company. */
export function describeParty(party: PartyRow, email: string | null): Party {
  return {
    id: party.id,
    name: partyName(party),
    status: party.status,
    createdUtc: party.createdUtc.toISOString(),
    email,
    company: party.companyName ? { name: party.companyName } : null,
    individual:
      party.kind === 'offtaker' ? { firstName: party.firstName ?? '', lastName: party.lastName ?? '' } : null,
  };
}

/** A party of `kind` with its login's address, or 404 (as "The supplier" / "The offtaker"). */
export async function loadParty(db: Db, kind: PartyKind, id: string) {
  const [row] = await db
    .select({ party: parties, email: users.email })
    .from(parties)
    .leftJoin(users, eq(users.partyId, parties.id))
    .where(and(eq(parties.id, id), eq(parties.kind, kind)));
  if (!row) throw notFound(kind === 'supplier' ? 'The supplier' : 'The offtaker');
  return row;
}

/** GET clients / GET customers: every party of that kind, newest first (operators). */
export async function listParties(db: Db, caller: Caller, filter: { kind: PartyKind }): Promise<Party[]> {
  assertMayManageParties(caller);
  const rows = await db
    .select({ party: parties, email: users.email })
    .from(parties)
    .leftJoin(users, eq(users.partyId, parties.id))
    .where(eq(parties.kind, filter.kind))
    .orderBy(desc(parties.createdUtc));
  return rows.map((row) => describeParty(row.party, row.email));
}

/** GET clients/{id} / GET customers/{id} (operators). */
export async function getParty(
  db: Db,
  caller: Caller,
  filter: { kind: PartyKind; id: string },
): Promise<Party> {
  assertMayManageParties(caller);
  const row = await loadParty(db, filter.kind, filter.id);
  return describeParty(row.party, row.email);
}

/** GET onboarding: parties that confirmed their email and wait for a decision, oldest first (operators). */
export async function listOnboarding(db: Db, caller: Caller): Promise<OnboardingItem[]> {
  assertMayManageParties(caller);
  const rows = await db
    .select()
    .from(parties)
    .where(eq(parties.status, 'Pending'))
    .orderBy(asc(parties.createdUtc));
  return rows.map((party) => ({
    name: partyName(party),
    ...(party.kind === 'supplier' ? { clientId: party.id } : { customerId: party.id }),
    createdUtc: party.createdUtc.toISOString(),
  }));
}

/** A party's contacts, primary first, then in the order they were added. */
function contactsOf(db: Db, partyId: string): Promise<Contact[]> {
  return db
    .select(contactColumns)
    .from(contacts)
    .where(eq(contacts.partyId, partyId))
    .orderBy(desc(contacts.isPrimary), asc(contacts.createdUtc));
}

/** GET contacts/client/{id} / contacts/customer/{id} (operators): 404 for an unknown party. */
export async function listContacts(
  db: Db,
  caller: Caller,
  filter: { kind: PartyKind; partyId: string },
): Promise<Contact[]> {
  assertMayManageParties(caller);
  await loadParty(db, filter.kind, filter.partyId);
  return contactsOf(db, filter.partyId);
}

/** GET profile: the signed-in supplier's or offtaker's own party and contacts. */
export async function getProfile(db: Db, actor: Actor): Promise<Profile> {
  const partyId = ownPartyId(actor);
  const [party] = await db.select().from(parties).where(eq(parties.id, partyId));
  return { party: describeParty(party!, actor.email), contacts: await contactsOf(db, partyId) };
}
