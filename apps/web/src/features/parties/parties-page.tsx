import type { Party, PartyKind } from '@gas/shared';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useParties } from './api/get-parties.ts';
import { partyKinds } from './party-kinds.ts';

function nameColumn(kind: PartyKind): DataTableColumn<Party> {
  return {
    accessor: 'name',
    title: 'Name',
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

const emailColumn: DataTableColumn<Party> = {
  accessor: 'email',
  title: 'Email',
  render: (party) => party.email ?? '—',
};
const statusColumn: DataTableColumn<Party> = {
  accessor: 'status',
  title: 'Status',
  card: 'badge',
  render: (party) => <StatusBadge status={party.status} />,
};
const createdColumn: DataTableColumn<Party> = {
  accessor: 'createdUtc',
  title: 'Created On',
  render: (party) => <DateTime value={party.createdUtc} />,
};

const columnsByKind: Record<PartyKind, DataTableColumn<Party>[]> = {
  supplier: [nameColumn('supplier'), emailColumn, statusColumn, createdColumn],
  offtaker: [
    nameColumn('offtaker'),
    { accessor: 'company', title: 'Company', render: (party) => party.company?.name ?? '—' },
    emailColumn,
    statusColumn,
    createdColumn,
  ],
};

const pageText: Record<PartyKind, { title: string; intro: string }> = {
  supplier: {
    title: 'Suppliers',
    intro: 'Gas producers and distributors registered on the exchange, newest first.',
  },
  offtaker: {
    title: 'Offtakers',
    intro: 'Factories, CNG stations and other buyers registered on the exchange, newest first.',
  },
};

function PartiesPage({ kind }: { kind: PartyKind }) {
  const { title, intro } = pageText[kind];
  usePageTitle(title);
  const parties = useParties(kind);
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={intro} descriptionSize="md" />
      <DataTable label={title} columns={columnsByKind[kind]} {...queryTableProps(parties)} idAccessor="id" />
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
