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
    const fee = platformFee(sale.amount);
    const net = formatMoney(sale.amount - fee, sale.currency);
    return {
      title: `Approve ${sale.reference}?`,
      explanation: `${litres} leave ${sale.hub.name} and ${amount} less the 1% platform fee (${formatMoney(fee, sale.currency)}) is paid to your wallet: you receive ${net}. ${sale.customer.name} is emailed. This cannot be undone.`,
      submitLabel: 'Approve',
      successMessage: `Approved: ${net} was paid to your ${sale.currency} wallet.`,
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
  if (sale.status === 'Approved')
    return 'This sale is settled: the stock left the hub and the supplier was paid.';
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
            {sale.customer.name} wants {formatQuantity(sale.quantity)} litres from {sale.hub.name}. Approve to
            deliver and be paid, or reject to release the stock.
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
          {formatMoney(sale.amount, sale.currency)} is held in your wallet until {sale.supplier.name} approves
          or rejects this purchase.
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
