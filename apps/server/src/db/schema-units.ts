import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, users } from './schema.ts';

// Gas units (issue 19, point 6; packages/shared/src/units.ts). A product is traded in litres; its
// operator-set factors say how many scm, kg and MMBtu one litre is, so quantities and prices can
// also be read in those units. Factors are whole nano-units per litre (0.0235 MMBtu/L is
// 23,500,000): exact, no floating point, at most 10 per litre.

const maxNanoPerLitre = 10_000_000_000;

/** One row per product that has factors; a product without a row is shown in litres only. */
export const productUnitFactors = pgTable(
  'product_unit_factors',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    scmPerLitreNano: bigint('scm_per_litre_nano', { mode: 'bigint' }).notNull(),
    kgPerLitreNano: bigint('kg_per_litre_nano', { mode: 'bigint' }).notNull(),
    mmbtuPerLitreNano: bigint('mmbtu_per_litre_nano', { mode: 'bigint' }).notNull(),
    updatedUtc: timestamp('updated_utc', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (table) => [
    check(
      'product_unit_factors_range_check',
      sql`${table.scmPerLitreNano} between 1 and ${sql.raw(String(maxNanoPerLitre))}
        and ${table.kgPerLitreNano} between 1 and ${sql.raw(String(maxNanoPerLitre))}
        and ${table.mmbtuPerLitreNano} between 1 and ${sql.raw(String(maxNanoPerLitre))}`,
    ),
  ],
);
