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

export const feeAssumptions = [
  { item: 'Transaction fee', value: '1% of trade value', basis: '$2.50 per MMBtu basis' },
  { item: 'Logistics fee', value: '$0.50 per MMBtu', basis: 'On gas delivered by the exchange' },
  { item: 'Physical delivery', value: '50% of volume', basis: 'Share of traded volume that needs delivery' },
  { item: 'Premium membership', value: '$10,000 per year', basis: 'Half of members' },
  { item: 'Standard membership', value: '$5,000 per year', basis: 'Half of members' },
] as const;

export const capitalCosts = {
  trucks: { count: 50, unitUsd: 150_000, totalUsd: 7_500_000 },
  depots: { count: 6, totalUsd: 12_320_000 },
  totalUsd: 19_820_000,
} as const;

export const financeAssumptions = [
  { item: 'Depreciation', value: '10% per year' },
  { item: 'Corporate tax', value: '30%' },
  { item: 'Inflation', value: '5% per year' },
  { item: 'Break-even', value: 'About 2.5 years' },
  { item: 'Year 5 total revenue', value: '$15,937,500' },
] as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export function formatUsd(value: number): string {
  return usd.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
}
