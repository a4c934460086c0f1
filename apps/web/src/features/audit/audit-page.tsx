import { type AuditEntry, auditActions, auditEntityTypes, auditQuerySchema } from '@gas/shared';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../components/data-table.tsx';
import { DateOrderNote, DateRangeFilter, FilterBar, FilterSelect } from '../../components/filters.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { auditActionName, auditEntityName, auditStateText } from '../../lib/audit-words.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePagedSearch } from '../../lib/use-paged-search.ts';
import { type AuditRequest, useAudit } from './api/get-audit.ts';

const keys = ['from', 'to', 'action', 'entityType', 'entityId', 'actor'] as const;

type T = TFunction<'audit'>;

/** The action filter's options, in the order of their names in the reader's language. */
const actionOptions = (t: T) =>
  auditActions
    .map((action) => ({ value: action, label: auditActionName(t, action) }))
    .sort((a, b) => a.label.localeCompare(b.label));

const entityOptions = (t: T) =>
  auditEntityTypes.map((type) => ({ value: type, label: auditEntityName(t, type) }));

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

const columns = (t: T, tc: TFunction<'components'>): DataTableColumn<AuditEntry>[] => [
  dateColumn('occurredUtc', t('columns.when')),
  {
    accessor: 'actorEmail',
    title: t('columns.actor'),
    render: (entry) => (
      <Stack gap={0}>
        <Text inherit style={{ overflowWrap: 'anywhere' }}>
          {entry.actorEmail ?? t(`roles.${entry.actorRole}`)}
        </Text>
        {entry.actorEmail && (
          <Text size="xs" c="var(--app-muted)">
            {t(`roles.${entry.actorRole}`)}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    accessor: 'action',
    title: t('columns.action'),
    render: (entry) => auditActionName(t, entry.action),
  },
  {
    accessor: 'entityType',
    title: t('columns.entity'),
    render: (entry) => {
      const href = entityHref(entry);
      const label = entry.entityLabel ?? entry.entityId;
      return (
        <Stack gap={0}>
          <Text size="xs" c="var(--app-muted)">
            {auditEntityName(t, entry.entityType)}
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
    title: t('columns.change'),
    render: (entry) =>
      entry.before === null && entry.after === null ? (
        muted('—')
      ) : (
        <Text inherit>
          {entry.before === null ? muted('—') : auditStateText(tc, entry.before)} →{' '}
          {entry.after === null ? muted('—') : auditStateText(tc, entry.after)}
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
  const { t } = useTranslation('audit');
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
      label={t('filters.actor')}
      placeholder={t('filters.actorPlaceholder')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      error={error}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/** /admin/audit: who did what and when — sign-ins, decisions, stock, prices, deposits and sales. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const { t: tc } = useTranslation('components');
  usePageTitle(t('title'));
  const search = usePagedSearch(keys, auditQuerySchema.shape);
  const { filters } = search;
  const request: AuditRequest = { ...filters, page: search.page, pageSize: search.pageSize };
  const canAsk = !search.dateOrderError;
  const trail = useAudit(request, canAsk);
  const error = trail.error;
  const { setFilter } = search;

  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} description={t('description')} />
      <FilterBar>
        <DateRangeFilter search={search} error={error} />
        <FilterSelect
          label={t('filters.action')}
          allLabel={t('filters.allActions')}
          options={actionOptions(t)}
          {...search.filterProps('action', error)}
        />
        <FilterSelect
          label={t('filters.entity')}
          allLabel={t('filters.allEntities')}
          options={entityOptions(t)}
          {...search.filterProps('entityType', error)}
        />
        <ActorFilter {...search.filterProps('actor', error)} />
      </FilterBar>
      {filters.entityId && (
        <Group gap="xs" role="status">
          <Text size="sm">
            {t('showingOne', {
              entity: filters.entityType ? auditEntityName(t, filters.entityType) : t('anEntity'),
            })}{' '}
            <Text span ff="monospace" size="sm">
              {filters.entityId}
            </Text>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setFilter('entityId', '')}>
            {t('showAll')}
          </Button>
        </Group>
      )}
      {canAsk ? (
        <DataTable
          label={t('title')}
          columns={columns(t, tc)}
          records={trail.data?.rows}
          minWidth={900}
          {...pagedTableProps(search, trail)}
        />
      ) : (
        <DateOrderNote subject={t('subject')} />
      )}
      {canAsk && trail.data?.totalEstimated && (
        <Text size="sm" c="var(--app-muted)">
          {t('estimatedTotal')}
        </Text>
      )}
    </Stack>
  );
}
