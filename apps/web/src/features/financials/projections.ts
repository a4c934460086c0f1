// The static financial projection of the spec's section 9. Only membership revenue is
// derived here (members x the average fee); every other figure is quoted as given.

export const premiumFeeUsd = 10_000;
export const standardFeeUsd = 5_000;
/** Half the members are premium and half standard. */
export const averageFeeUsd = (premiumFeeUsd + standardFeeUsd) / 2;

const members = [50, 100, 150, 200, 300];
const tradingVolumeMmscfd = [10, 25, 50, 75, 100];

export type ProjectionYear = {
  year: number;
  members: number;
  premiumMembers: number;
  standardMembers: number;
  membershipRevenueUsd: number;
  tradingVolumeMmscfd: number;
};

export const projectionYears: ProjectionYear[] = members.map((count, index) => ({
  year: index + 1,
  members: count,
  premiumMembers: count / 2,
  standardMembers: count / 2,
  membershipRevenueUsd: count * averageFeeUsd,
  tradingVolumeMmscfd: tradingVolumeMmscfd[index] ?? 0,
}));

/** The fee assumptions' rows, in order; their words are in the 'financials' catalogue (fees.rows). */
export const feeAssumptions = [
  'transactionFee',
  'logisticsFee',
  'physicalDelivery',
  'premium',
  'standard',
] as const;

export const capitalCosts = {
  trucks: { count: 50, unitUsd: 150_000, totalUsd: 7_500_000 },
  depots: { count: 6, totalUsd: 12_320_000 },
  totalUsd: 19_820_000,
} as const;

/** The finance assumptions' rows, in order; their words are in the 'financials' catalogue (costs.rows). */
export const financeAssumptions = ['depreciation', 'tax', 'inflation', 'breakEven', 'year5Revenue'] as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export function formatUsd(value: number): string {
  return usd.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
}
