import { type Bid, formatMoney } from '@gas/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useFillBid } from './api/fill-bid.ts';
import { useSupplierStock } from './api/get-choices.ts';
import { useOpenBids } from './api/get-open-bids.ts';
import { bidColumns, contractName, termsOf } from './bid-columns.tsx';
import { fillFormSchema } from './schemas.ts';

/** Sell into a bid: a quantity up to what remains of it and what the supplier has at that hub. */
function SellForm({ bid, available }: { bid: Bid; available: number }) {
  const { t } = useTranslation('bids');
  const most = Math.min(bid.remaining, available);
  const form = useSchemaForm(fillFormSchema(most), { quantity: String(most) });
  const fill = useFillBid();
  const key = useRef(newIdempotencyKey());
  const litres = Number(form.values.quantity.replaceAll(',', ''));
  const worth =
    Number.isSafeInteger(litres) && litres > 0 ? formatMoney(litres * bid.unitPrice, bid.currency) : null;
  return (
    <DialogForm
      form={form}
      submit={({ quantity }) => fill.mutateAsync({ bidId: bid.id, quantity, idempotencyKey: key.current })}
      onSuccess={() => {
        key.current = newIdempotencyKey();
      }}
      submitLabel={t('open.sell')}
      successMessage={t('open.sold')}
    >
      <Text size="sm">
        {t('open.summary', {
          reference: bid.reference,
          product: bid.product.name,
          hub: bid.hub.name,
          contract: contractName(t, bid),
          terms: termsOf(t, bid).toLowerCase(),
          price: bid.priceString,
          remaining: quantityWithUnit(bid.remaining, bid.unit),
          available: quantityWithUnit(available, bid.unit),
        })}
      </Text>
      <TextInput
        {...form.inputProps('quantity')}
        label={t('open.quantity')}
        inputMode="numeric"
        withAsterisk
        data-autofocus
        description={worth ? t('open.paid', { worth }) : undefined}
      />
    </DialogForm>
  );
}

function SellButton({ bid, available, onSell }: { bid: Bid; available: number; onSell: () => void }) {
  const { t } = useTranslation('bids');
  return (
    <Button
      size="xs"
      variant="light"
      onClick={onSell}
      disabled={available < 1}
      aria-label={t('open.sellInto', { reference: bid.reference })}
      title={available < 1 ? t('open.noStock') : undefined}
    >
      {t('open.sell')}
    </Button>
  );
}

/** /supplier/bids: the open bids for the supplier's products at its hubs, best price first, then oldest. */
export function OpenBidsPage() {
  const { t } = useTranslation('bids');
  usePageTitle(t('open.title'));
  const bids = useOpenBids();
  // The bid being sold into, as it was when its Sell was pressed: the dialog lives here, not in
  // the row, so selling all of a bid (which takes its row off the list) still shows the outcome.
  const [selling, setSelling] = useState<{ bid: Bid; available: number } | null>(null);
  const stock = useSupplierStock();
  const availableFor = (bid: Bid) =>
    stock.data?.find((row) => row.product.id === bid.product.id && row.hub.id === bid.hub.id)?.available ?? 0;
  const columns: DataTableColumn<Bid>[] = [
    ...bidColumns(t),
    {
      accessor: 'available',
      title: t('columns.yourStock'),
      textAlign: 'right',
      noWrap: true,
      render: (bid) => quantityWithUnit(availableFor(bid), bid.unit),
    },
    {
      accessor: 'actions',
      title: t('columns.actions'),
      render: (bid) => (
        <SellButton
          bid={bid}
          available={availableFor(bid)}
          onSell={() => setSelling({ bid, available: availableFor(bid) })}
        />
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading title={t('open.title')} description={t('open.description')} />
      <DataTable label={t('open.title')} columns={columns} {...queryTableProps(bids)} minWidth={980} />
      <FormDialog
        opened={selling !== null}
        onClose={() => setSelling(null)}
        title={selling ? t('open.sellInto', { reference: selling.bid.reference }) : ''}
      >
        {selling && <SellForm bid={selling.bid} available={selling.available} />}
      </FormDialog>
    </Stack>
  );
}
