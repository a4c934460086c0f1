import type { OnboardingItem } from '@gas/shared';
import { Anchor, Stack, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useOnboarding } from './api/get-onboarding.ts';
import { partyKinds } from './party-kinds.ts';

/** The spec's rule: a clientId means a supplier, otherwise an offtaker. */
function describe(item: OnboardingItem) {
  const kind = item.clientId ? partyKinds.supplier : partyKinds.offtaker;
  const id = item.clientId ?? item.customerId ?? '';
  return { ...kind, id };
}

const columns: DataTableColumn<OnboardingItem>[] = [
  { accessor: 'name', title: 'Name', card: 'title' },
  { accessor: 'type', title: 'Type', render: (item) => describe(item).label },
  { accessor: 'createdUtc', title: 'Created On', render: (item) => <DateTime value={item.createdUtc} /> },
  {
    accessor: 'details',
    title: <VisuallyHidden>Details</VisuallyHidden>,
    textAlign: 'right',
    render: (item) => {
      const { routeType, id } = describe(item);
      return (
        <Anchor
          component={Link}
          to={paths.admin.onboarding.href(routeType, id)}
          fw={600}
          aria-label={`Details for ${item.name}`}
        >
          Details
        </Anchor>
      );
    },
  },
];

/** /admin/onboardings: registrations waiting for an operator's decision. */
export function OnboardingsPage() {
  usePageTitle('Onboarding');
  const onboarding = useOnboarding();
  return (
    <Stack gap="lg">
      <PageHeading
        title="Onboarding"
        description="Suppliers and offtakers who confirmed their email address and wait for your decision, oldest first. Open one to review its details and approve or reject it."
        descriptionSize="md"
      />
      <DataTable
        label="Onboarding"
        columns={columns}
        {...queryTableProps(onboarding)}
        idAccessor={(item) => describe(item).id}
        minWidth={520}
      />
    </Stack>
  );
}
