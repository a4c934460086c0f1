import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, parties, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { enqueueJob } from '../jobs/queue.ts';

export type PartyDeps = { db: Db; clock: Clock };
export type PartyKind = 'supplier' | 'offtaker';

type PartyRow = typeof parties.$inferSelect;

export function partyName(party: Pick<PartyRow, 'kind' | 'companyName' | 'firstName' | 'lastName'>): string {
  if (party.kind === 'supplier') return party.companyName ?? '';
  return `${party.firstName ?? ''} ${party.lastName ?? ''}`.trim();
}

/** The spec's shapes: a supplier is a company; an offtaker an individual with an optional company. */
function describeParty(party: PartyRow, email: string | null) {
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
export type PartyView = ReturnType<typeof describeParty>;

async function loadParty(db: Db, kind: PartyKind, id: string) {
  const [row] = await db
    .select({ party: parties, email: users.email })
    .from(parties)
    .leftJoin(users, eq(users.partyId, parties.id))
    .where(and(eq(parties.id, id), eq(parties.kind, kind)));
  if (!row) throw notFound(kind === 'supplier' ? 'The supplier' : 'The offtaker');
  return row;
}

export async function listParties(db: Db, kind: PartyKind): Promise<PartyView[]> {
  const rows = await db
    .select({ party: parties, email: users.email })
    .from(parties)
    .leftJoin(users, eq(users.partyId, parties.id))
    .where(eq(parties.kind, kind))
    .orderBy(desc(parties.createdUtc));
  return rows.map((row) => describeParty(row.party, row.email));
}

export async function getParty(db: Db, kind: PartyKind, id: string): Promise<PartyView> {
  const row = await loadParty(db, kind, id);
  return describeParty(row.party, row.email);
}

/** Parties that confirmed their email and wait for an operator's decision, oldest first. */
export async function listOnboarding(db: Db) {
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

const contactColumns = {
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

export async function listContacts(db: Db, kind: PartyKind, partyId: string) {
  await loadParty(db, kind, partyId);
  return db
    .select(contactColumns)
    .from(contacts)
    .where(eq(contacts.partyId, partyId))
    .orderBy(desc(contacts.isPrimary), asc(contacts.createdUtc));
}

/**
 * An operator's onboarding decision. Only a Pending party can be decided, and only once even
 * when two operators click together: the status change is one conditional update.
 */
export async function decideOnboarding(
  deps: PartyDeps,
  actor: Actor,
  options: { kind: PartyKind; partyId: string; decision: 'Approve' | 'Reject' },
): Promise<PartyView> {
  const { db, clock } = deps;
  const current = await loadParty(db, options.kind, options.partyId);
  const status = options.decision === 'Approve' ? 'Active' : 'Rejected';
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(parties)
      .set({ status, decidedUtc: clock.now() })
      .where(and(eq(parties.id, options.partyId), eq(parties.status, 'Pending')))
      .returning();
    if (!updated) {
      throw new AppError(
        'conflict',
        `Only a pending registration can be decided; this one is ${current.party.status}`,
      );
    }
    const [login] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.partyId, updated.id));
    await recordAudit(tx, clock, actor, {
      action: 'onboarding_decided',
      entityType: 'party',
      entityId: updated.id,
      entityLabel: partyName(updated),
      before: 'Pending',
      after: status,
      details: { kind: options.kind },
    });
    if (login) {
      if (status === 'Rejected') await revokeUserSessions(tx, clock, login.id, 'registration rejected');
      await enqueueJob(tx, clock.now(), {
        kind: 'mail',
        payload: {
          to: login.email,
          subject: status === 'Active' ? 'Your account is approved' : 'Your registration was not approved',
          text:
            status === 'Active'
              ? `Hello ${partyName(updated)},\n\nYour account has been approved. You can now log in and start trading.\n`
              : `Hello ${partyName(updated)},\n\nWe could not approve your registration. Please contact the platform operators for details.\n`,
        },
      });
    }
    return describeParty(updated, login?.email ?? null);
  });
}

function ownPartyId(actor: Actor): string {
  if (!actor.partyId) throw new AppError('forbidden', 'Only suppliers and offtakers have a profile');
  return actor.partyId;
}

export async function getProfile(db: Db, actor: Actor) {
  const partyId = ownPartyId(actor);
  const [party] = await db.select().from(parties).where(eq(parties.id, partyId));
  const kind = party!.kind;
  return { party: describeParty(party!, actor.email), contacts: await listContacts(db, kind, partyId) };
}

export type ContactInput = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  email2?: string | undefined;
  mobile?: string | undefined;
  mobile2?: string | undefined;
  mobile3?: string | undefined;
  address?: string | undefined;
  address2?: string | undefined;
};

function contactValues(input: ContactInput) {
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

export async function addContact(deps: PartyDeps, actor: Actor, input: ContactInput) {
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contacts)
      .values({ partyId: ownPartyId(actor), ...contactValues(input) })
      .returning(contactColumns);
    await recordContactChange(tx, deps.clock, actor, 'contact_added', created!);
    return created!;
  });
}

async function recordContactChange(
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

/** Edits one of the actor's own contacts; someone else's answers as not found. */
export async function updateContact(deps: PartyDeps, actor: Actor, contactId: string, input: ContactInput) {
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contacts)
      .set(contactValues(input))
      .where(and(eq(contacts.id, contactId), eq(contacts.partyId, ownPartyId(actor))))
      .returning(contactColumns);
    if (!updated) throw notFound('The contact');
    await recordContactChange(tx, deps.clock, actor, 'contact_updated', updated);
    return updated;
  });
}
