import {
  formatMoney,
  formatQuantity,
  isOpenSale,
  platformFee,
  type Sale,
  type SaleDecision,
} from '@gas/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApproveRejectPanel, DecisionBar, DecisionNote } from '../../components/decision-bar.tsx';
import { ConfirmDialog, type ConfirmText } from '../../components/form-dialog.tsx';
import { useResolveSale } from './api/resolve-sale.ts';

/** What each decision does, said before it is made (UI.md: every approve or reject says so). */
export function decisionText(decision: SaleDecision, sale: Sale): ConfirmText {
  const amount = formatMoney(sale.amount, sale.currency);
  const litres = `${formatQuantity(sale.quantity)} litres`;
  if (decision === 'Approved') {
    // The VAT on the fee is at the server's configured rate (PLATFORM_FEE_VAT_PERCENT), so the
    // net is said in words here and shown to the minor unit on the sale once settled.
    const fee = platformFee(sale.amount);
    const handOver =
      sale.fulfilmentMethod === 'delivery' ? 'delivered by the platform' : 'collected at the hub';
    return {
      title: `Approve ${sale.reference}?`,
      explanation: `You accept the order: ${litres} stay reserved at ${sale.hub.name} to be ${handOver}, and the buyer's funds stay held. Once the buyer accepts the gas, ${amount} less the 1% platform fee (${formatMoney(fee, sale.currency)}) and the VAT on that fee is paid to your wallet, for the full quantity. ${sale.customer.name} is emailed. This cannot be undone.`,
      submitLabel: 'Approve',
      successMessage: `Approved: the order is in fulfilment. You are paid for the gas the buyer accepts, once it does.`,
    };
  }
  if (decision === 'Rejected') {
    return {
      title: `Reject ${sale.reference}?`,
      explanation: `The stock and the buyer's funds are released: ${litres} are available again at ${sale.hub.name} and ${amount} goes back to ${sale.customer.name}'s wallet. This cannot be undone.`,
      submitLabel: 'Reject',
      successMessage: `Rejected: the stock and ${sale.customer.name}'s funds were released.`,
    };
  }
  return {
    title: `Cancel ${sale.reference}?`,
    explanation: `${amount} will be released back to your wallet and the ${litres} reserved at ${sale.hub.name} go back to ${sale.supplier.name}. This cannot be undone.`,
    submitLabel: 'Cancel purchase',
    successMessage: `Cancelled: ${amount} was released back to your ${sale.currency} wallet.`,
  };
}

function outcomeText(sale: Sale): string {
  if (sale.resolution === 'Expired')
    return 'This purchase expired without a decision; the stock and the funds were released.';
  if (sale.resolution === 'Suspended')
    return 'This purchase was cancelled because an account taking part in it was suspended; the stock and the funds were released.';
  if (sale.status === 'Approved' && sale.fulfilmentStatus === 'Settled')
    return 'This sale is settled: the gas was handed over, the supplier was paid and the rest of the funds released.';
  if (sale.status === 'Approved' && sale.fulfilmentStatus === 'Cancelled')
    return 'This sale was approved and then cancelled in fulfilment: the stock and the funds were released.';
  if (sale.status === 'Approved')
    return `This sale was approved and is in fulfilment${sale.fulfilmentStatus ? ` (${sale.fulfilmentStatus})` : ''}: the supplier is paid once the buyer accepts the gas.`;
  return `This sale is ${sale.status}: the stock and the buyer's funds were released.`;
}

/** Approve and Reject for a Pending sale (the supplier who owns the inventory), each behind a confirmation. */
export function SupplierSaleDecision({ sale }: { sale: Sale }) {
  const resolve = useResolveSale(sale.id);
  return (
    <Stack gap="sm">
      <ApproveRejectPanel
        isOpen={isOpenSale(sale)}
        prompt={
          <>
            {sale.customer.name} wants {formatQuantity(sale.quantity)} litres from {sale.hub.name}
            {sale.fulfilmentMethod === 'delivery' ? ', delivered to its site' : ', collected at the hub'}.
            Approve to accept the order (you are paid once the buyer accepts the gas), or reject to release
            the stock.
          </>
        }
        note={outcomeText(sale)}
        approve={{ text: decisionText('Approved', sale), submit: () => resolve.mutateAsync('Approved') }}
        reject={{ text: decisionText('Rejected', sale), submit: () => resolve.mutateAsync('Rejected') }}
      />
    </Stack>
  );
}

/** Cancel for the buyer's Pending purchase, behind a confirmation. */
export function OfftakerSaleCancel({ sale }: { sale: Sale }) {
  const resolve = useResolveSale(sale.id);
  const [opened, dialog] = useDisclosure(false);
  return (
    <Stack gap="sm">
      {isOpenSale(sale) ? (
        <DecisionBar
          actions={
            <Button color="red" variant="outline" onClick={dialog.open}>
              Cancel
            </Button>
          }
        >
          {formatMoney(sale.amount, sale.currency)} is held in your wallet: {sale.supplier.name} approves or
          rejects this purchase, and once approved it is paid from the hold when you accept the gas.
        </DecisionBar>
      ) : (
        <DecisionNote>{outcomeText(sale)}</DecisionNote>
      )}
      <ConfirmDialog
        opened={opened}
        onClose={dialog.close}
        text={decisionText('Cancelled', sale)}
        submit={() => resolve.mutateAsync('Cancelled')}
        isDestructive
      />
    </Stack>
  );
}

/** Operators only watch: a Pending sale waits for its supplier. */
export function AdminSaleNote({ sale }: { sale: Sale }) {
  return (
    <Alert color={isOpenSale(sale) ? 'yellow' : 'gray'} variant="light">
      {isOpenSale(sale)
        ? `Waiting for ${sale.supplier.name} to approve or reject. ${formatMoney(sale.amount, sale.currency)} is held in ${sale.customer.name}'s wallet meanwhile.`
        : outcomeText(sale)}
    </Alert>
  );
}
