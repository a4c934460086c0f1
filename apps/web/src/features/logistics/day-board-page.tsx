import {
  type Delivery,
  type FormatLocale,
  formatQuantity,
  isCancellableBeforeLoading,
  nextLogisticsStep,
} from '@gas/shared';
import { Button, Group, NativeSelect, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageSection } from '../../components/section.tsx';
import { StatusBadge, useStatusText } from '../../components/status-badge.tsx';
import { useFormatLocale } from '../../i18n/use-format-locale.ts';
import { formatSlotTime } from '../../lib/slot-day.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCancelBooking } from './api/cancel-booking.ts';
import { useBoard } from './api/get-board.ts';
import { useHubs } from './api/get-hubs.ts';
import { useRecordDeparture } from './api/record-departure.ts';
import { type BoardStep, StepDialog } from './step-dialogs.tsx';

// /admin/deliveries: the operators' day board. Per hub, the sales waiting for a slot, those booked
// that day whatever their step, and those booked earlier and not delivered yet, each with its
// next step: Schedule, Record loading, Leave the hub, Record delivery.

/** Today in Lagos (UTC+1 all year), where the hubs are. */
export const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

const litres = (quantity: number | null) => (quantity === null ? '—' : formatQuantity(quantity));

type LogisticsT = TFunction<'logistics'>;

/** How many deliveries of a hub are at each status, in the order they pass them: "2 scheduled, 1 loaded". */
function statusCounts(t: LogisticsT, statusText: (status: string) => string, deliveries: Delivery[]): string {
  const counts = new Map<string, number>();
  for (const delivery of deliveries) counts.set(delivery.status, (counts.get(delivery.status) ?? 0) + 1);
  return [...counts]
    .map(([status, count]) => t('board.statusCount', { count, status: statusText(status).toLowerCase() }))
    .join(', ');
}

type Choose = (delivery: Delivery, step: BoardStep) => void;

function StepButtons({ delivery, choose }: { delivery: Delivery; choose: Choose }) {
  const { t } = useTranslation('logistics');
  const depart = useRecordDeparture();
  const unbook = useCancelBooking();
  const next = nextLogisticsStep(delivery);
  const failed = depart.error ?? unbook.error;
  const reference = { reference: delivery.reference };
  // Wrapping: Hausa labels are longer, and a phone's card gives the buttons a row of their own.
  return (
    <Group gap={4} justify="flex-end" wrap="wrap">
      {next === 'schedule' && (
        <Button
          size="compact-sm"
          aria-label={t('steps.scheduleOf', reference)}
          onClick={() => choose(delivery, 'schedule')}
        >
          {t('steps.schedule')}
        </Button>
      )}
      {next === 'load' && (
        <>
          <Button
            size="compact-sm"
            aria-label={t('steps.recordLoadingOf', reference)}
            onClick={() => choose(delivery, 'load')}
          >
            {t('steps.recordLoading')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('steps.rescheduleOf', reference)}
            onClick={() => choose(delivery, 'schedule')}
          >
            {t('steps.reschedule')}
          </Button>
          {delivery.method === 'collection' && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('steps.cancelBookingOf', reference)}
              loading={unbook.isPending}
              onClick={() => unbook.mutate(delivery.saleId)}
            >
              {t('steps.cancelBooking')}
            </Button>
          )}
        </>
      )}
      {next === 'depart' && (
        <Button
          size="compact-sm"
          aria-label={t('steps.leaveHubOf', reference)}
          loading={depart.isPending}
          onClick={() => depart.mutate(delivery.saleId)}
        >
          {t('steps.leaveHub')}
        </Button>
      )}
      {next === 'deliver' && (
        <Button
          size="compact-sm"
          aria-label={t('steps.recordDeliveryOf', reference)}
          disabled={delivery.codeLocked}
          title={delivery.codeLocked ? t('steps.locked') : undefined}
          onClick={() => choose(delivery, 'deliver')}
        >
          {t('steps.recordDelivery')}
        </Button>
      )}
      {isCancellableBeforeLoading(delivery.method, delivery.status) && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={t('steps.cancelSaleOf', reference)}
          onClick={() => choose(delivery, 'cancel')}
        >
          {t('steps.cancelSale')}
        </Button>
      )}
      {failed && (
        <Text size="xs" c="red.8" role="alert">
          {failed.message}
        </Text>
      )}
    </Group>
  );
}

function boardColumns(t: LogisticsT, choose: Choose, locale: FormatLocale): DataTableColumn<Delivery>[] {
  return [
    { accessor: 'reference', title: t('board.columns.sale'), card: 'title' },
    {
      accessor: 'status',
      title: t('board.columns.status'),
      card: 'badge',
      // Never squeezed to "Sc…" by a wide row: the badge keeps its whole label.
      render: (row) => <StatusBadge status={row.status} miw="max-content" />,
    },
    {
      accessor: 'to',
      title: t('board.columns.to'),
      render: (row) =>
        row.site
          ? t('board.toSite', { site: row.site.name, state: row.site.state, buyer: row.buyer })
          : t('board.collectionBy', { buyer: row.buyer }),
    },
    {
      accessor: 'quantity',
      title: t('board.columns.litres'),
      textAlign: 'right',
      render: (row) => (
        <span className="tabular">
          {litres(row.quantities.ordered)} / {litres(row.quantities.loaded)} /{' '}
          {litres(row.quantities.delivered)}
        </span>
      ),
    },
    {
      accessor: 'slot',
      title: t('board.columns.slot'),
      render: (row) => (row.booking ? formatSlotTime(row.booking.slot, locale) : '—'),
    },
    {
      accessor: 'crew',
      title: t('board.columns.crew'),
      render: (row) =>
        row.booking?.truck ? `${row.booking.truck.registration} · ${row.booking.driver?.name ?? ''}` : '—',
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('board.columns.actions')}</VisuallyHidden>,
      textAlign: 'right',
      card: 'actions',
      render: (row) => <StepButtons delivery={row} choose={choose} />,
    },
  ];
}

function HubTable({ hub, deliveries, choose }: { hub: string; deliveries: Delivery[]; choose: Choose }) {
  const { t } = useTranslation('logistics');
  const statusText = useStatusText();
  const locale = useFormatLocale();
  const columns = useMemo(() => boardColumns(t, choose, locale), [t, choose, locale]);
  return (
    <PageSection title={hub}>
      <Text size="sm" c="var(--app-muted)">
        {statusCounts(t, statusText, deliveries)}
      </Text>
      <DataTable
        label={t('board.deliveriesAt', { hub })}
        columns={columns}
        records={deliveries}
        idAccessor="saleId"
        minWidth={900}
        isPaged={false}
      />
    </PageSection>
  );
}

/** /admin/deliveries: the day board. */
export function DayBoardPage() {
  const { t } = useTranslation('logistics');
  usePageTitle(t('board.title'));
  const [search, setSearch] = useSearchParams();
  const day = search.get('day') || lagosToday();
  const hubId = search.get('hubId') || undefined;
  const hubs = useHubs();
  const board = useBoard({ day, hubId });
  const [isOpen, dialog] = useDisclosure(false);
  const [chosen, setChosen] = useState<{ delivery: Delivery; step: BoardStep } | null>(null);
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const choose: Choose = (delivery, step) => {
    setChosen({ delivery, step });
    dialog.open();
  };
  const byHub = new Map<string, Delivery[]>();
  for (const delivery of board.data ?? []) {
    byHub.set(delivery.hub.name, [...(byHub.get(delivery.hub.name) ?? []), delivery]);
  }
  return (
    <Stack gap="lg">
      <PageHeading title={t('board.title')} description={t('board.description')} descriptionSize="md" />
      <Group align="flex-end">
        <TextInput
          id="day"
          type="date"
          label={t('board.day')}
          value={day}
          onChange={(event) => setFilter('day', event.currentTarget.value)}
        />
        <NativeSelect
          id="hubId"
          label={t('board.hub')}
          value={hubId ?? ''}
          onChange={(event) => setFilter('hubId', event.currentTarget.value)}
          data={[
            { value: '', label: t('board.allHubs') },
            ...(hubs.data ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
          ]}
        />
      </Group>
      {board.isPending && <Loading />}
      {board.isError && (
        <LoadError title={t('board.loadError')} error={board.error} onRetry={board.refetch} />
      )}
      {board.data?.length === 0 && <Text>{t('board.empty')}</Text>}
      {[...byHub].map(([hub, deliveries]) => (
        <HubTable key={hub} hub={hub} deliveries={deliveries} choose={choose} />
      ))}
      <StepDialog
        step={chosen?.step ?? null}
        delivery={chosen?.delivery ?? null}
        day={day}
        opened={isOpen}
        onClose={dialog.close}
      />
    </Stack>
  );
}
