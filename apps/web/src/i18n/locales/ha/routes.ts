import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/routes.ts';

export default {
  latestSales: 'Cinikin Baya-bayan Nan',
  latestTransactions: 'Ma’amaloli na Baya-bayan Nan',
  inventoryTransactions: 'Ma’amaloli na baya-bayan nan',
} satisfies Catalogue<typeof en>;
