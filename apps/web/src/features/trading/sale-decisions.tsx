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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApproveRejectPanel, DecisionBar, DecisionNote } from '../../components/decision-bar.tsx';
import { ConfirmDialog, type ConfirmText } from '../../components/form-dialog.tsx';
import { translateStatus } from '../../components/status-badge.tsx';
import { useResolveSale } from './api/resolve-sale.ts';

/** What each decision does, said before it is made (UI.md: every approve or reject says so). */
export function decisionText(decision: SaleDecision, sale: Sale, t: TFunction<'trading'>): ConfirmText {
  const amount = formatMoney(sale.amount, sale.currency);
  const litres = t('decisions.litres', { quantity: formatQuantity(sale.quantity) });
  const words = {
    reference: sale.reference,
    amount,
    litres,
    hub: sale.hub.name,
    buyer: sale.customer.name,
    supplier: sale.supplier.name,
    currency: sale.currency,
  };
  if (decision === 'Approved') {
    // The VAT on the fee is at the server's configured rate (PLATFORM_FEE_VAT_PERCENT), so the
    // net is said in words here and shown to the minor unit on the sale once settled.
    const fee = platformFee(sale.amount);
    const handOver =
      sale.fulfilmentMethod === 'delivery'
        ? t('decisions.handOverDelivery')
        : t('decisions.handOverCollection');
    return {
      title: t('decisions.approveTitle', words),
      explanation: t('decisions.approveExplanation', {
        ...words,
        handOver,
        fee: formatMoney(fee, sale.currency),
      }),
      submitLabel: t('decisions.approve'),
      successMessage: t('decisions.approved'),
    };
  }
  if (decision === 'Rejected') {
    return {
      title: t('decisions.rejectTitle', words),
      explanation: t('decisions.rejectExplanation', words),
      submitLabel: t('decisions.reject'),
      successMessage: t('decisions.rejected', words),
    };
  }
  return {
    title: t('decisions.cancelTitle', words),
    explanation: t('decisions.cancelExplanation', words),
    submitLabel: t('decisions.cancelPurchase'),
    successMessage: t('decisions.cancelled', words),
  };
}

/** What became of a sale no longer Pending; its status in the reader's language. */
function outcomeText(sale: Sale, t: TFunction<'trading'>, tc: TFunction<'components'>): string {
  if (sale.resolution === 'Expired') return t('decisions.outcomeExpired');
  if (sale.resolution === 'Suspended') return t('decisions.outcomeSuspended');
  if (sale.status === 'Approved' && sale.fulfilmentStatus === 'Settled') return t('decisions.outcomeSettled');
  if (sale.status === 'Approved' && sale.fulfilmentStatus === 'Cancelled')
    return t('decisions.outcomeFulfilmentCancelled');
  if (sale.status === 'Approved') {
    return sale.fulfilmentStatus
      ? t('decisions.outcomeInFulfilmentStatus', { status: translateStatus(tc, sale.fulfilmentStatus) })
      : t('decisions.outcomeInFulfilment');
  }
  return t('decisions.outcomeClosed', { status: translateStatus(tc, sale.status) });
}

/** Approve and Reject for a Pending sale (the supplier who owns the inventory), each behind a confirmation. */
export function SupplierSaleDecision({ sale }: { sale: Sale }) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('components');
  const resolve = useResolveSale(sale.id);
  const promptWords = {
    buyer: sale.customer.name,
    quantity: formatQuantity(sale.quantity),
    hub: sale.hub.name,
  };
  return (
    <Stack gap="sm">
      <ApproveRejectPanel
        isOpen={isOpenSale(sale)}
        prompt={
          sale.fulfilmentMethod === 'delivery'
            ? t('decisions.promptDelivery', promptWords)
            : t('decisions.promptCollection', promptWords)
        }
        note={outcomeText(sale, t, tc)}
        approve={{ text: decisionText('Approved', sale, t), submit: () => resolve.mutateAsync('Approved') }}
        reject={{ text: decisionText('Rejected', sale, t), submit: () => resolve.mutateAsync('Rejected') }}
      />
    </Stack>
  );
}

/** Cancel for the buyer's Pending purchase, behind a confirmation. */
export function OfftakerSaleCancel({ sale }: { sale: Sale }) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('components');
  const resolve = useResolveSale(sale.id);
  const [opened, dialog] = useDisclosure(false);
  return (
    <Stack gap="sm">
      {isOpenSale(sale) ? (
        <DecisionBar
          actions={
            <Button color="red" variant="outline" onClick={dialog.open}>
              {t('decisions.cancel')}
            </Button>
          }
        >
          {t('decisions.held', {
            amount: formatMoney(sale.amount, sale.currency),
            supplier: sale.supplier.name,
          })}
        </DecisionBar>
      ) : (
        <DecisionNote>{outcomeText(sale, t, tc)}</DecisionNote>
      )}
      <ConfirmDialog
        opened={opened}
        onClose={dialog.close}
        text={decisionText('Cancelled', sale, t)}
        submit={() => resolve.mutateAsync('Cancelled')}
        isDestructive
      />
    </Stack>
  );
}

/** Operators only watch: a Pending sale waits for its supplier. */
export function AdminSaleNote({ sale }: { sale: Sale }) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('components');
  return (
    <Alert color={isOpenSale(sale) ? 'yellow' : 'gray'} variant="light">
      {isOpenSale(sale)
        ? t('decisions.adminWaiting', {
            supplier: sale.supplier.name,
            amount: formatMoney(sale.amount, sale.currency),
            buyer: sale.customer.name,
          })
        : outcomeText(sale, t, tc)}
    </Alert>
  );
}
