import type { Sale } from '@gas/shared';
import type { ReactNode } from 'react';
import { AdminSaleNote, OfftakerSaleCancel, SupplierSaleDecision } from './sale-decisions.tsx';
import { SaleDetails } from './sale-details.tsx';

/** What an area adds to its sale page: the sale's fulfilment (features/fulfilment). */
type SalePageProps = { fulfilment?: (sale: Sale) => ReactNode };

/** /offtaker/sales/{id}: one purchase, with Cancel while it is Pending. */
export function OfftakerSalePage({ fulfilment }: SalePageProps) {
  return (
    <SaleDetails
      audience="offtaker"
      actions={(sale) => <OfftakerSaleCancel sale={sale} />}
      fulfilment={fulfilment}
    />
  );
}

/** /supplier/sales/{id}: a sale against one of the supplier's inventories, with Approve and Reject while Pending. */
export function SupplierSalePage({ fulfilment }: SalePageProps) {
  return (
    <SaleDetails
      audience="supplier"
      actions={(sale) => <SupplierSaleDecision sale={sale} />}
      fulfilment={fulfilment}
    />
  );
}

/** /admin/sales/{id}: any sale; the operators act only on its fulfilment (a dispute, a locked code). */
export function AdminSalePage({ fulfilment }: SalePageProps) {
  return (
    <SaleDetails audience="admin" actions={(sale) => <AdminSaleNote sale={sale} />} fulfilment={fulfilment} />
  );
}
