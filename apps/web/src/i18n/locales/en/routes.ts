// Words the area route modules (routes/*.tsx) give the pages they assemble.
export default {
  latestSales: 'Latest Sales',
  latestTransactions: 'Latest Transactions',
  inventoryTransactions: 'Latest transactions',
} as const;
