import { businessDocumentKinds } from '@gas/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parties, users } from './schema.ts';

// Business verification before onboarding (issue 18, point 4): what a party says about its
// business (one row per party) and the certificates it uploaded (every upload kept; the newest
// of a kind is the current one).

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A party's business profile, 1:1 with parties. RC number and TIN are stored normalised
 * (contracts/verification.ts). `licence_reminded_30_for` / `_7_for` hold the expiry date the 30-
 * and 7-day reminder was sent for: a renewed licence (a new expiry) is reminded again, the same
 * one never twice.
 */
export const businessProfiles = pgTable('business_profiles', {
  partyId: uuid('party_id')
    .primaryKey()
    .references(() => parties.id),
  rcNumber: text('rc_number'),
  tin: text('tin'),
  licenceNumber: text('licence_number'),
  licenceExpiry: date('licence_expiry', { mode: 'string' }),
  licenceReminded30For: date('licence_reminded_30_for', { mode: 'string' }),
  licenceReminded7For: date('licence_reminded_7_for', { mode: 'string' }),
  updatedUtc: timestamp('updated_utc', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/** An uploaded certificate: where the file is (the receipt store's key), what it is, who sent it. */
export const businessDocuments = pgTable(
  'business_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => parties.id),
    kind: text('kind', { enum: businessDocumentKinds }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedUtc: timestamp('uploaded_utc', { withTimezone: true, mode: 'date' }).notNull(),
    /** Upload order: two uploads at one instant of the app's clock still have a newest. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [
    check('business_documents_kind_check', sql`${table.kind} in (${inList(businessDocumentKinds)})`),
    check('business_documents_size_check', sql`${table.size} > 0`),
    index('business_documents_party_idx').on(table.partyId, table.kind, table.uploadedUtc),
  ],
);
