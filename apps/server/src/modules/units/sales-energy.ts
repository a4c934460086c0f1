import { type SalesEnergy, type SalesReportFilters, totalInUnit } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { productUnitFactors } from '../../db/schema-units.ts';
import type { Caller } from '../../lib/access.ts';
import { sumOf } from '../../lib/sql-aggregates.ts';
import { salesWhere } from '../reports/sales-report.ts';
import { everySaleLitresByProduct } from '../reports/sales-totals.ts';

/**
 * The energy of the sales the caller's report shows (same filters, same access rule): litres
 * summed per product, each converted with its MMBtu factor, the total rounded once.
 */
export async function salesEnergy(db: Db, caller: Caller, filters: SalesReportFilters): Promise<SalesEnergy> {
  const where = salesWhere(caller, filters);
  // Every sale (an operator, no filter): the running totals' litres per product, a few rows
  // (ADR 021), converted with the products' current factors as below. Filters narrow the scan.
  const perProduct =
    where === undefined
      ? await everySaleLitresByProduct(db)
      : await db
          .select({ litres: sumOf(sales.quantity), mmbtuPerLitre: productUnitFactors.mmbtuPerLitreNano })
          .from(sales)
          .leftJoin(productUnitFactors, eq(productUnitFactors.productId, sales.productId))
          .where(where)
          .groupBy(sales.productId, productUnitFactors.mmbtuPerLitreNano);
  const converted = perProduct.flatMap(({ litres, mmbtuPerLitre }) =>
    mmbtuPerLitre === null ? [] : [{ litres, factor: mmbtuPerLitre }],
  );
  const litres = perProduct.reduce((sum, row) => sum + row.litres, 0);
  const litresConverted = converted.reduce((sum, row) => sum + row.litres, 0);
  return {
    mmbtuThousandths: totalInUnit(converted),
    litres,
    litresWithoutFactors: litres - litresConverted,
  };
}
