import { type Delivery, formatQuantity, isCancellableBeforeLoading, nextLogisticsStep } from '@gas/shared';
import { Button, Group, NativeSelect, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageSection } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
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

/** How many deliveries of a hub are at each status, in the order they pass them. */
function statusCounts(deliveries: Delivery[]): string {
  const counts = new Map<string, number>();
  for (const delivery of deliveries) counts.set(delivery.status, (counts.get(delivery.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} ${status.toLowerCase()}`).join(', ');
}

type Choose = (delivery: Delivery, step: BoardStep) => void;

function StepButtons({ delivery, choose }: { delivery: Delivery; choose: Choose }) {
  const depart = useRecordDeparture();
  const unbook = useCancelBooking();
  const next = nextLogisticsStep(delivery);
  const failed = depart.error ?? unbook.error;
  const label = (action: string) => `${action} ${delivery.reference}`;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {next === 'schedule' && (
        <Button size="compact-sm" aria-label={label('Schedule')} onClick={() => choose(delivery, 'schedule')}>
          Schedule
        </Button>
      )}
      {next === 'load' && (
        <>
          <Button
            size="compact-sm"
            aria-label={label('Record loading')}
            onClick={() => choose(delivery, 'load')}
          >
            Record loading
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={label('Reschedule')}
            onClick={() => choose(delivery, 'schedule')}
          >
            Reschedule
          </Button>
          {delivery.method === 'collection' && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={label('Cancel the booking of')}
              loading={unbook.isPending}
              onClick={() => unbook.mutate(delivery.saleId)}
            >
              Cancel booking
            </Button>
          )}
        </>
      )}
      {next === 'depart' && (
        <Button
          size="compact-sm"
          aria-label={label('Leave the hub')}
          loading={depart.isPending}
          onClick={() => depart.mutate(delivery.saleId)}
        >
          Leave the hub
        </Button>
      )}
      {next === 'deliver' && (
        <Button
          size="compact-sm"
          aria-label={label('Record delivery')}
          disabled={delivery.codeLocked}
          title={
            delivery.codeLocked ? 'Locked after five wrong codes: issue the buyer a new code' : undefined
          }
          onClick={() => choose(delivery, 'deliver')}
        >
          Record delivery
        </Button>
      )}
      {isCancellableBeforeLoading(delivery.method, delivery.status) && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={label('Cancel sale')}
          onClick={() => choose(delivery, 'cancel')}
        >
          Cancel sale
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

function HubTable({ hub, deliveries, choose }: { hub: string; deliveries: Delivery[]; choose: Choose }) {
  const columns: DataTableColumn<Delivery>[] = [
    { accessor: 'reference', title: 'Sale', card: 'title' },
    {
      accessor: 'status',
      title: 'Status',
      card: 'badge',
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      accessor: 'to',
      title: 'To',
      render: (row) =>
        row.site ? `${row.site.name}, ${row.site.state} (${row.buyer})` : `Collection by ${row.buyer}`,
    },
    {
      accessor: 'quantity',
      title: 'Litres (ordered / loaded / delivered)',
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
      title: 'Slot',
      render: (row) =>
        row.booking
          ? `${row.booking.slot.day} ${row.booking.slot.startTime}-${row.booking.slot.endTime}`
          : '—',
    },
    {
      accessor: 'crew',
      title: 'Truck · Driver',
      render: (row) =>
        row.booking?.truck ? `${row.booking.truck.registration} · ${row.booking.driver?.name ?? ''}` : '—',
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      card: 'field',
      render: (row) => <StepButtons delivery={row} choose={choose} />,
    },
  ];
  return (
    <PageSection title={hub}>
      <Text size="sm" c="var(--app-muted)">
        {statusCounts(deliveries)}
      </Text>
      <DataTable
        label={`Deliveries at ${hub}`}
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
  usePageTitle('Day board');
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
      <PageHeading
        title="Day board"
        description="Each hub's deliveries and collections of the day: waiting for a slot, booked that day, and on their way from earlier days."
        descriptionSize="md"
      />
      <Group align="flex-end">
        <TextInput
          id="day"
          type="date"
          label="Day"
          value={day}
          onChange={(event) => setFilter('day', event.currentTarget.value)}
        />
        <NativeSelect
          id="hubId"
          label="Hub"
          value={hubId ?? ''}
          onChange={(event) => setFilter('hubId', event.currentTarget.value)}
          data={[
            { value: '', label: 'All hubs' },
            ...(hubs.data ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
          ]}
        />
      </Group>
      {board.isPending && <Loading />}
      {board.isError && (
        <LoadError title="We could not load the board" error={board.error} onRetry={board.refetch} />
      )}
      {board.data?.length === 0 && <Text>There are no records to display</Text>}
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
