import type { OnboardingItem } from '@gas/shared';
import { Anchor, Stack, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
  const kind = item.clientId ? ('supplier' as const) : ('offtaker' as const);
  const id = item.clientId ?? item.customerId ?? '';
  return { ...partyKinds[kind], kind, id };
}

const columns = (t: TFunction<'parties'>): DataTableColumn<OnboardingItem>[] => [
  { accessor: 'name', title: t('columns.name'), card: 'title' },
  { accessor: 'type', title: t('columns.type'), render: (item) => t(`kinds.${describe(item).kind}`) },
  {
    accessor: 'createdUtc',
    title: t('columns.createdOn'),
    render: (item) => <DateTime value={item.createdUtc} />,
  },
  {
    accessor: 'details',
    title: <VisuallyHidden>{t('columns.details')}</VisuallyHidden>,
    textAlign: 'right',
    render: (item) => {
      const { routeType, id } = describe(item);
      return (
        <Anchor
          component={Link}
          to={paths.admin.onboarding.href(routeType, id)}
          fw={600}
          aria-label={t('onboarding.detailsFor', { name: item.name })}
        >
          {t('onboarding.details')}
        </Anchor>
      );
    },
  },
];

/** /admin/onboardings: registrations waiting for an operator's decision. */
export function OnboardingsPage() {
  const { t } = useTranslation('parties');
  usePageTitle(t('onboarding.title'));
  const onboarding = useOnboarding();
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('onboarding.title')}
        description={t('onboarding.description')}
        descriptionSize="md"
      />
      <DataTable
        label={t('onboarding.title')}
        columns={columns(t)}
        {...queryTableProps(onboarding)}
        idAccessor={(item) => describe(item).id}
        minWidth={520}
      />
    </Stack>
  );
}
