import { AdminSaleNote, OfftakerSaleCancel, SupplierSaleDecision } from './sale-decisions.tsx';
import { SaleDetails } from './sale-details.tsx';

/** /offtaker/sales/{id}: one purchase, with Cancel while it is Pending. */
export function OfftakerSalePage() {
  return <SaleDetails audience="offtaker" actions={(sale) => <OfftakerSaleCancel sale={sale} />} />;
}

/** /supplier/sales/{id}: a sale against one of the supplier's inventories, with Approve and Reject while Pending. */
export function SupplierSalePage() {
  return <SaleDetails audience="supplier" actions={(sale) => <SupplierSaleDecision sale={sale} />} />;
}

/** /admin/sales/{id}: any sale, read-only. */
export function AdminSalePage() {
  return <SaleDetails audience="admin" actions={(sale) => <AdminSaleNote sale={sale} />} />;
}
