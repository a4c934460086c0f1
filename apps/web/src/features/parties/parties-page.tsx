import type { Party, PartyKind } from '@gas/shared';
import { Anchor, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useParties } from './api/get-parties.ts';
import { partyKinds } from './party-kinds.ts';

type T = TFunction<'parties'>;

function nameColumn(t: T, kind: PartyKind): DataTableColumn<Party> {
  return {
    accessor: 'name',
    title: t('columns.name'),
    card: 'title',
    render: (party) => (
      <Anchor
        component={Link}
        to={paths.admin.onboarding.href(partyKinds[kind].routeType, party.id)}
        fw={600}
      >
        {party.name}
      </Anchor>
    ),
  };
}

function columnsOf(t: T, kind: PartyKind): DataTableColumn<Party>[] {
  const email: DataTableColumn<Party> = {
    accessor: 'email',
    title: t('columns.email'),
    render: (party) => party.email ?? '—',
  };
  const status: DataTableColumn<Party> = {
    accessor: 'status',
    title: t('columns.status'),
    card: 'badge',
    render: (party) => <StatusBadge status={party.status} />,
  };
  const created: DataTableColumn<Party> = {
    accessor: 'createdUtc',
    title: t('columns.createdOn'),
    render: (party) => <DateTime value={party.createdUtc} />,
  };
  if (kind === 'supplier') return [nameColumn(t, kind), email, status, created];
  const company: DataTableColumn<Party> = {
    accessor: 'company',
    title: t('columns.company'),
    render: (party) => party.company?.name ?? '—',
  };
  return [nameColumn(t, kind), company, email, status, created];
}

function PartiesPage({ kind }: { kind: PartyKind }) {
  const { t } = useTranslation('parties');
  const title = t(`lists.${kind}.title`);
  const intro = t(`lists.${kind}.intro`);
  usePageTitle(title);
  const parties = useParties(kind);
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={intro} descriptionSize="md" />
      <DataTable label={title} columns={columnsOf(t, kind)} {...queryTableProps(parties)} idAccessor="id" />
    </Stack>
  );
}

/** /admin/clients */
export function SuppliersPage() {
  return <PartiesPage kind="supplier" />;
}

/** /admin/customers */
export function OfftakersPage() {
  return <PartiesPage kind="offtaker" />;
}
