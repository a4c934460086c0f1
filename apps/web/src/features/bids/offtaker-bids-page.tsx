import {
  type Bid,
  contractLabel,
  type DeliverySite,
  isOpenBid,
  LAGOS_TIME_ZONE,
  openDeliveryMonths,
  SPOT,
} from '@gas/shared';
import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ChangeEvent, type ComponentType, type ReactNode, useRef } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { ConfirmDialog, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { currencyChoices } from '../../lib/currencies.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCancelBid } from './api/cancel-bid.ts';
import { useBids } from './api/get-bids.ts';
import { useBidDeliverySites, useBidHubs, useBidProducts } from './api/get-choices.ts';
import { usePostBid } from './api/post-bid.ts';
import { ownBidColumns } from './bid-columns.tsx';
import { bidFormSchema } from './schemas.ts';

/** Tomorrow in Lagos, 'YYYY-MM-DD': the default "valid until". */
function tomorrowInLagos(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS_TIME_ZONE }).format(
    new Date(now.getTime() + 86_400_000),
  );
}

/** Spot, then the open delivery months by name ('Dec 2026'). */
export function contractChoices(now = new Date()) {
  return [
    { value: SPOT, label: SPOT },
    ...openDeliveryMonths(now).map((month) => ({ value: month, label: contractLabel(month) })),
  ];
}

type Method = 'collection' | 'delivery';

/**
 * The fulfilment terms New Transaction shows (collection, or delivery to one of the buyer's sites),
 * given by the route: a feature does not import another.
 */
export type DeliveryTermsProps = {
  method: Method;
  onMethod: (method: Method) => void;
  siteField: {
    id: string;
    name: string;
    value: string;
    error: ReactNode;
    onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
    onBlur: () => void;
  };
  siteLabel: string;
  sites: { data: DeliverySite[] | undefined; isPending: boolean; error: Error | null };
};

/** Post bid: what, where, how much, the limit price per litre, the contract, the terms, until when. */
function PostBidForm({ DeliveryTerms }: { DeliveryTerms: ComponentType<DeliveryTermsProps> }) {
  const form = useSchemaForm(bidFormSchema, {
    productId: '',
    hubId: '',
    quantity: '',
    unitPrice: '',
    currency: 'NGN',
    contract: SPOT,
    validUntilUtc: tomorrowInLagos(),
    method: 'collection',
    siteId: '',
  });
  const products = useBidProducts();
  const hubs = useBidHubs();
  const method = form.values.method as Method;
  const sites = useBidDeliverySites(method === 'delivery');
  const post = usePostBid();
  const key = useRef(newIdempotencyKey());
  const choices = (label: string, rows: { id: string; name: string }[] | undefined, isPending: boolean) => [
    { value: '', label: isPending ? 'Loading...' : label },
    ...(rows ?? []).map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <DialogForm
      form={form}
      submit={({ method: chosen, siteId, ...values }) =>
        post.mutateAsync({
          ...values,
          fulfilment: chosen === 'delivery' ? { method: 'delivery', siteId } : { method: 'collection' },
          idempotencyKey: key.current,
        })
      }
      onSuccess={() => {
        key.current = newIdempotencyKey();
      }}
      submitLabel="Post bid"
      successMessage="Your bid is open. Its amount is held in your wallet until it is filled, cancelled or expires."
    >
      <Text size="sm" c="var(--app-muted)">
        Suppliers with stock at the hub can sell into your bid, all or part, at your limit price; each sale is
        accepted at once and enters fulfilment. The goods at the limit price (and a delivery's logistics fee)
        are held from your wallet now; what is left is released when you cancel or the bid expires.
      </Text>
      <NativeSelect
        {...form.inputProps('productId')}
        label="Product"
        withAsterisk
        data={choices('Choose a product', products.data, products.isPending)}
      />
      <NativeSelect
        {...form.inputProps('hubId')}
        label="Hub"
        withAsterisk
        data={choices('Choose a hub', hubs.data, hubs.isPending)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          {...form.inputProps('quantity')}
          label="Quantity (litres)"
          inputMode="numeric"
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('contract')}
          label="Contract"
          data={contractChoices()}
          withAsterisk
        />
        <NativeSelect {...form.inputProps('currency')} label="Currency" data={currencyChoices} withAsterisk />
        <AmountInput {...form.numberInputProps('unitPrice')} label="Limit price per litre" withAsterisk />
      </SimpleGrid>
      <DeliveryTerms
        method={method}
        onMethod={(next) => form.setField('method', next)}
        siteField={{ ...form.inputProps('siteId'), onBlur: () => {} }}
        siteLabel="Delivery site"
        sites={sites}
      />
      <TextInput
        {...form.inputProps('validUntilUtc')}
        type="date"
        label="Valid until"
        description="The bid closes at the end of this day (Lagos time)"
        min={tomorrowInLagos(new Date(Date.now() - 86_400_000))}
        withAsterisk
      />
    </DialogForm>
  );
}

function CancelBidButton({ bid }: { bid: Bid }) {
  const [isOpen, dialog] = useDisclosure(false);
  const cancel = useCancelBid();
  return (
    <>
      {isOpenBid(bid) && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={dialog.open}
          aria-label={`Cancel ${bid.reference}`}
        >
          Cancel
        </Button>
      )}
      <ConfirmDialog
        opened={isOpen}
        onClose={dialog.close}
        isDestructive
        submit={() => cancel.mutateAsync(bid.id)}
        text={{
          title: 'Cancel bid',
          explanation: `What is left of ${bid.reference} (${bid.remaining.toLocaleString('en-US')} litres, ${bid.heldString} held) will be cancelled and released to your wallet. Sales already made from it go on.`,
          submitLabel: 'Cancel bid',
          successMessage: `${bid.reference} was cancelled.`,
        }}
      />
    </>
  );
}

/** /offtaker/bids: the buyer's bids with their status and what remains, Post bid, Cancel. */
export function OfftakerBidsPage({ deliveryTerms }: { deliveryTerms: ComponentType<DeliveryTermsProps> }) {
  usePageTitle('Bids');
  const bids = useBids();
  const [isPosting, posting] = useDisclosure(false);
  const columns: DataTableColumn<Bid>[] = [
    ...ownBidColumns,
    {
      accessor: 'actions',
      title: 'Actions',
      // The dialog stays mounted once cancelled, so the success shows before it closes.
      render: (bid) => <CancelBidButton bid={bid} />,
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title="Bids"
        description="Your buy bids: suppliers sell into them at your limit price. Each sale made from a bid is on your Sales page."
        action={<Button onClick={posting.open}>Post bid</Button>}
      />
      <DataTable label="Your bids" columns={columns} {...queryTableProps(bids)} minWidth={980} />
      <FormDialog opened={isPosting} onClose={posting.close} title="Post bid">
        <PostBidForm DeliveryTerms={deliveryTerms} />
      </FormDialog>
    </Stack>
  );
}
