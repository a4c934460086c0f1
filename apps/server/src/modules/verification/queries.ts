import {
  type BusinessDocument,
  type BusinessDocumentKind,
  type BusinessProfile,
  businessProfileGaps,
  lagosDate,
  licenceStateOf,
  profileRequired,
} from '@gas/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties } from '../../db/schema.ts';
import { businessDocuments, businessProfiles } from '../../db/schema-verification.ts';
import {
  type Actor,
  assertMayReadBusinessProfile,
  type BusinessProfileScope,
  businessProfileScopeOf,
  type Caller,
} from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { PartyRow } from '../parties/queries.ts';
import type { VerificationDeps } from './deps.ts';

type ProfileRow = typeof businessProfiles.$inferSelect;
type DocumentRow = typeof businessDocuments.$inferSelect;

/** What one party's profile is made of, as stored: the party, its answers, its newest document per kind. */
export type ProfileState = { party: PartyRow; profile: ProfileRow | undefined; documents: DocumentRow[] };

/** Reads a party's profile state (a missing party is 404 "The party"). */
/**
 * Locks the party's row (one profile change at a time per party, and none while an operator
 * decides its onboarding) and answers what its status allows now.
 */
export async function lockProfileScope(tx: Db, partyId: string): Promise<BusinessProfileScope> {
  const [party] = await tx
    .select({ status: parties.status })
    .from(parties)
    .where(eq(parties.id, partyId))
    .for('update');
  return businessProfileScopeOf(party?.status);
}

export async function loadProfileState(db: Db, partyId: string): Promise<ProfileState> {
  const [party] = await db.select().from(parties).where(eq(parties.id, partyId));
  if (!party) throw notFound('The party');
  const [profile] = await db.select().from(businessProfiles).where(eq(businessProfiles.partyId, partyId));
  const all = await db
    .select()
    .from(businessDocuments)
    .where(eq(businessDocuments.partyId, partyId))
    .orderBy(desc(businessDocuments.seq));
  const newest = new Map<BusinessDocumentKind, DocumentRow>();
  for (const row of all) if (!newest.has(row.kind)) newest.set(row.kind, row);
  return { party, profile, documents: [...newest.values()] };
}

/** What approval still lacks for this state on `today` (Lagos date), worded for people. */
export function gapsOf(state: ProfileState, today: string): string[] {
  return businessProfileGaps(
    {
      partyKind: state.party.kind,
      hasCompany: Boolean(state.party.companyName),
      rcNumber: state.profile?.rcNumber ?? null,
      tin: state.profile?.tin ?? null,
      licenceNumber: state.profile?.licenceNumber ?? null,
      licenceExpiry: state.profile?.licenceExpiry ?? null,
      documentKinds: state.documents.map((row) => row.kind),
    },
    today,
  );
}

export function describeDocument(row: DocumentRow): BusinessDocument {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    uploadedUtc: row.uploadedUtc.toISOString(),
  };
}

/** The contract's BusinessProfile of a state, as of `now`. */
export function describeBusinessProfile(state: ProfileState, now: Date): BusinessProfile {
  const today = lagosDate(now);
  const { party, profile } = state;
  const licenceExpiry = profile?.licenceExpiry ?? null;
  return {
    partyId: party.id,
    partyKind: party.kind,
    partyStatus: party.status,
    required: profileRequired({ partyKind: party.kind, hasCompany: Boolean(party.companyName) }),
    rcNumber: profile?.rcNumber ?? null,
    tin: profile?.tin ?? null,
    licenceNumber: profile?.licenceNumber ?? null,
    licenceExpiry,
    licenceState: party.kind === 'supplier' ? licenceStateOf(licenceExpiry, today) : null,
    documents: state.documents.map(describeDocument),
    missing: gapsOf(state, today),
    updatedUtc: profile?.updatedUtc.toISOString() ?? null,
  };
}

/** GET business-profile: the signed-in party's own. */
export async function getOwnBusinessProfile(
  deps: { db: Db; clock: Clock },
  actor: Actor,
): Promise<BusinessProfile> {
  if (!actor.partyId || (actor.role !== 'client' && actor.role !== 'customer'))
    throw notFound('The business profile');
  return describeBusinessProfile(await loadProfileState(deps.db, actor.partyId), deps.clock.now());
}

/** GET business-profiles/:partyId: any party's, to operators (and the party itself); 404 otherwise. */
export async function getBusinessProfile(
  deps: { db: Db; clock: Clock },
  caller: Caller,
  partyId: string,
): Promise<BusinessProfile> {
  assertMayReadBusinessProfile(caller, partyId, 'The business profile');
  return describeBusinessProfile(await loadProfileState(deps.db, partyId), deps.clock.now());
}

/** A business document's file, to its party and operators only (404 to anyone else). */
export async function readBusinessDocument(
  deps: Pick<VerificationDeps, 'db' | 'receipts'>,
  caller: Caller,
  documentId: string,
): Promise<{ bytes: Buffer; contentType: string; filename: string }> {
  const [row] = await deps.db.select().from(businessDocuments).where(eq(businessDocuments.id, documentId));
  if (!row) throw notFound('The document');
  assertMayReadBusinessProfile(caller, row.partyId, 'The document');
  const extension = row.storageKey.split('.').pop() ?? 'bin';
  return {
    bytes: await deps.receipts.read(row.storageKey),
    contentType: row.contentType,
    filename: `${row.kind.replaceAll('_', '-')}.${extension}`,
  };
}
