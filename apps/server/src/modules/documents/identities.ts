import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, parties } from '../../db/schema.ts';
import { businessProfiles } from '../../db/schema-verification.ts';
import type { PdfParty } from '../../lib/pdf.ts';
import { partyName } from '../parties/queries.ts';
import { type DocumentLabels, documentLabels } from './labels.ts';

/** What an invoice prints about a party: its name, address, CAC RC number and TIN. */
export type PartyIdentity = { name: string; address: string[]; rcNumber: string | null; tin: string | null };

/** A party's identity as it stands now (the invoice keeps it as issued). */
export async function partyIdentity(db: Db, partyId: string): Promise<PartyIdentity> {
  const [row] = await db
    .select({ party: parties, profile: businessProfiles, contact: contacts })
    .from(parties)
    .leftJoin(businessProfiles, eq(businessProfiles.partyId, parties.id))
    .leftJoin(contacts, and(eq(contacts.partyId, parties.id), eq(contacts.isPrimary, true)))
    .where(eq(parties.id, partyId))
    .limit(1);
  if (!row) throw new Error(`No party ${partyId}`);
  const { party, profile, contact } = row;
  const person = partyName(party);
  // An offtaker trading for a company is invoiced as the company.
  const name = party.kind === 'offtaker' && party.companyName ? `${party.companyName} (${person})` : person;
  return {
    name,
    address: [contact?.address, contact?.address2].filter((line): line is string => Boolean(line?.trim())),
    rcNumber: profile?.rcNumber ?? null,
    tin: profile?.tin ?? null,
  };
}

/** The party block of a document, in the document's words (English unless given). */
export function partyBlock(
  heading: string,
  identity: PartyIdentity,
  labels: DocumentLabels = documentLabels.en,
): PdfParty {
  const { rcNumber, tin, notGiven } = labels.party;
  return {
    heading,
    name: identity.name,
    lines: [...identity.address, rcNumber(identity.rcNumber ?? notGiven), tin(identity.tin ?? notGiven)],
  };
}
