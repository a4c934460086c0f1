import {
  type AuditEntityType,
  type AuditEntry,
  auditActionLabels,
  auditActions,
  auditEntityTypes,
  auditQuerySchema,
} from '@gas/shared';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../components/data-table.tsx';
import { DateOrderNote, DateRangeFilter, FilterBar, FilterSelect } from '../../components/filters.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePagedSearch } from '../../lib/use-paged-search.ts';
import { type AuditRequest, useAudit } from './api/get-audit.ts';

const keys = ['from', 'to', 'action', 'entityType', 'entityId', 'actor'] as const;

const entityNames: Record<AuditEntityType, string> = {
  user: 'User',
  party: 'Party',
  contact: 'Contact',
  delivery_site: 'Delivery site',
  logistics_fee: 'Logistics fee',
  product: 'Product',
  inventory: 'Inventory',
  stock: 'Stock',
  price: 'Price',
  deposit: 'Deposit',
  sale: 'Sale',
  truck: 'Truck',
  driver: 'Driver',
  slot: 'Loading slot',
  payout_account: 'Payout account',
  receiving_account: 'Receiving account',
  payout: 'Payout',
  bid: 'Bid',
};

const roleNames: Record<AuditEntry['actorRole'], string> = {
  admin: 'Operator',
  client: 'Supplier',
  customer: 'Offtaker',
  driver: 'Driver',
  system: 'Platform',
  anonymous: 'Not signed in',
};

const actionOptions = auditActions
  .map((action) => ({ value: action, label: auditActionLabels[action] }))
  .sort((a, b) => a.label.localeCompare(b.label));
const entityOptions = auditEntityTypes.map((type) => ({ value: type, label: entityNames[type] }));

/** The operator's page for an entity, where there is one. */
function entityHref(entry: AuditEntry): string | null {
  if (!entry.entityId) return null;
  if (entry.entityType === 'sale') return paths.admin.sale.href(entry.entityId);
  if (entry.entityType === 'deposit') return paths.admin.deposit.href(entry.entityId);
  return null;
}

const muted = (text: string) => (
  <Text component="span" c="var(--app-muted)" inherit>
    {text}
  </Text>
);

const columns: DataTableColumn<AuditEntry>[] = [
  dateColumn('occurredUtc', 'When'),
  {
    accessor: 'actorEmail',
    title: 'Actor',
    render: (entry) => (
      <Stack gap={0}>
        <Text inherit style={{ overflowWrap: 'anywhere' }}>
          {entry.actorEmail ?? roleNames[entry.actorRole]}
        </Text>
        {entry.actorEmail && (
          <Text size="xs" c="var(--app-muted)">
            {roleNames[entry.actorRole]}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    accessor: 'action',
    title: 'Action',
    render: (entry) => auditActionLabels[entry.action] ?? entry.action,
  },
  {
    accessor: 'entityType',
    title: 'Entity',
    render: (entry) => {
      const href = entityHref(entry);
      const label = entry.entityLabel ?? entry.entityId;
      return (
        <Stack gap={0}>
          <Text size="xs" c="var(--app-muted)">
            {entityNames[entry.entityType] ?? entry.entityType}
          </Text>
          {label &&
            (href ? (
              <Anchor component={Link} to={href} inherit style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Anchor>
            ) : (
              <Text inherit style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
            ))}
        </Stack>
      );
    },
  },
  {
    accessor: 'after',
    title: 'Before → After',
    render: (entry) =>
      entry.before === null && entry.after === null ? (
        muted('—')
      ) : (
        <Text inherit>
          {entry.before ?? muted('—')} → {entry.after ?? muted('—')}
        </Text>
      ),
  },
];

/** The actor filter: what is typed is sent once typing pauses, and kept in the address. */
function ActorFilter({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [text, setText] = useState(value);
  const [settled] = useDebouncedValue(text.trim(), 400);
  // What the address was last told, so a render before the address changes does not ask again.
  const sent = useRef(value);
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    onChange(settled);
  }, [settled, onChange]);
  // The address changed by other means (Back, a link): show what it says.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  return (
    <TextInput
      id={id}
      type="search"
      label="Actor email"
      placeholder="e.g. zumagas.ng"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      error={error}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/** /admin/audit: who did what and when — sign-ins, decisions, stock, prices, deposits and sales. */
export function AuditPage() {
  usePageTitle('Audit trail');
  const search = usePagedSearch(keys, auditQuerySchema.shape);
  const { filters } = search;
  const request: AuditRequest = { ...filters, page: search.page, pageSize: search.pageSize };
  const canAsk = !search.dateOrderError;
  const trail = useAudit(request, canAsk);
  const error = trail.error;
  const { setFilter } = search;

  return (
    <Stack gap="lg">
      <PageHeading
        title="Audit trail"
        description="Every sign-in, decision and change on the platform, newest first. Days are Lagos business days."
      />
      <FilterBar>
        <DateRangeFilter search={search} error={error} />
        <FilterSelect
          label="Action"
          allLabel="All actions"
          options={actionOptions}
          {...search.filterProps('action', error)}
        />
        <FilterSelect
          label="Entity"
          allLabel="All entities"
          options={entityOptions}
          {...search.filterProps('entityType', error)}
        />
        <ActorFilter {...search.filterProps('actor', error)} />
      </FilterBar>
      {filters.entityId && (
        <Group gap="xs" role="status">
          <Text size="sm">
            Showing one {filters.entityType ? entityNames[filters.entityType as AuditEntityType] : 'entity'}:{' '}
            <Text span ff="monospace" size="sm">
              {filters.entityId}
            </Text>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setFilter('entityId', '')}>
            Show all
          </Button>
        </Group>
      )}
      {canAsk ? (
        <DataTable
          label="Audit trail"
          columns={columns}
          records={trail.data?.rows}
          minWidth={900}
          {...pagedTableProps(search, trail)}
        />
      ) : (
        <DateOrderNote subject="trail" />
      )}
    </Stack>
  );
}
