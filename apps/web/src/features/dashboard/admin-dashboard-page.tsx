import {
  type AdminDashboard,
  type AuditEntry,
  auditActionLabels,
  type Currency,
  currencies,
  formatQuantity,
} from '@gas/shared';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { MoneyChart, type MoneyPoint } from '../../components/money-chart.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { currencyNames } from '../../lib/currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDashboard } from './api/get-dashboard.ts';
import {
  CardGrid,
  CompactMoney,
  CurrencyFigures,
  countOf,
  DashboardCard,
  EmptyHint,
  FiguresState,
  MonthlyFigures,
} from './dashboard-parts.tsx';
import { TradedEnergy } from './traded-energy.tsx';

const actorRoleNames: Record<AuditEntry['actorRole'], string> = {
  admin: 'Operator',
  client: 'Supplier',
  customer: 'Offtaker',
  driver: 'Driver',
  system: 'Platform',
  anonymous: 'Unknown visitor',
};

function OnboardingFigures({ onboarding }: { onboarding: AdminDashboard['onboarding'] }) {
  if (onboarding.suppliers + onboarding.offtakers === 0) {
    return (
      <EmptyHint>
        Nobody is waiting for approval. New sign-ups appear here once they verify their email.
      </EmptyHint>
    );
  }
  return (
    <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
      {(
        [
          ['Suppliers', onboarding.suppliers],
          ['Offtakers', onboarding.offtakers],
        ] as const
      ).map(([label, count]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="var(--app-muted)">
            {label}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} lh={1.2} className="tabular">
            {formatQuantity(count)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function FeeRevenue({ fees }: { fees: AdminDashboard['feeRevenue'] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {currencies.map((currency) => (
        <div key={currency}>
          <Text component="dt" size="xs" c="var(--app-muted)">
            {currencyNames[currency]}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} lh={1.2}>
            <CompactMoney
              minor={fees.find((fee) => fee.currency === currency)?.amount ?? 0}
              currency={currency}
            />
          </Text>
        </div>
      ))}
    </Stack>
  );
}

function hubPoints(rows: AdminDashboard['tradedByHub'], currency: Currency): MoneyPoint[] {
  return rows
    .filter((row) => row.currency === currency)
    .sort((a, b) => b.amount - a.amount)
    .map((row) => ({
      key: row.hub,
      label: row.hub,
      amount: row.amount,
      count: row.count,
      quantity: row.quantity,
    }));
}

function TradedByHub({ rows }: { rows: AdminDashboard['tradedByHub'] }) {
  const groups = currencies
    .map((currency) => ({ currency, points: hubPoints(rows, currency) }))
    .filter((group) => group.points.length > 0);
  if (groups.length === 0)
    return <EmptyHint>No sale has been approved yet: volumes per hub appear here.</EmptyHint>;
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Stack key={group.currency} gap={4}>
          <Text size="sm" c="var(--app-muted)">
            {currencyNames[group.currency]}
          </Text>
          <MoneyChart
            title={`${currencyNames[group.currency]} traded per hub`}
            currency={group.currency}
            points={group.points}
            countLabel="sales"
            pointLabel="Hub"
            height={Math.max(120, group.points.length * 44)}
            isHorizontal
            hasQuantity
          />
        </Stack>
      ))}
    </Stack>
  );
}

function entityText(entry: AuditEntry): string {
  return entry.entityLabel ? `${entry.entityType} ${entry.entityLabel}` : entry.entityType;
}

const activityColumns: DataTableColumn<AuditEntry>[] = [
  dateColumn('occurredUtc', 'When'),
  {
    accessor: 'actorEmail',
    title: 'Who',
    render: (entry) => (
      <Text inherit style={{ overflowWrap: 'anywhere' }}>
        {entry.actorEmail ?? actorRoleNames[entry.actorRole]}
      </Text>
    ),
  },
  {
    accessor: 'action',
    title: 'What',
    render: (entry) => (
      <>
        <Text inherit fw={600} span>
          {auditActionLabels[entry.action] ?? entry.action}
        </Text>{' '}
        <Text inherit c="var(--app-muted)" span>
          {entityText(entry)}
        </Text>
      </>
    ),
  },
];

function LatestActivity({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0)
    return <EmptyHint>Nothing has happened yet. Sign-ups, decisions and trades appear here.</EmptyHint>;
  return (
    <DataTable
      label="Latest activity"
      columns={activityColumns}
      records={entries}
      isPaged={false}
      minWidth={480}
    />
  );
}

/**
 * /admin: what waits for an operator first (onboardings, deposits, sales), then the fees
 * earned, the approved trade per month and per hub, and the latest activity. Every card links
 * to the list behind it.
 */
export function AdminDashboardPage() {
  usePageTitle('Dashboard');
  const dashboard = useDashboard('admin');
  return (
    <Stack gap="lg">
      <PageHeading title="Dashboard" />
      <CardGrid cols={4}>
        <DashboardCard
          title="Onboarding"
          link={{ href: paths.admin.onboardings.href(), label: 'Review' }}
          query={dashboard}
        >
          {(data) => data && <OnboardingFigures onboarding={data.onboarding} />}
        </DashboardCard>
        <DashboardCard
          title="Pending deposits"
          link={{ href: paths.admin.deposits.href({ status: 'Pending' }), label: 'Check receipts' }}
          query={dashboard}
        >
          {(data) => (
            <CurrencyFigures
              figures={data?.pendingDeposits ?? []}
              noun="deposit"
              empty="No deposit is waiting. Offtakers' new deposits appear here with their receipts."
            />
          )}
        </DashboardCard>
        <DashboardCard
          title="Pending sales"
          link={{ href: paths.admin.sales.href({ status: 'Pending' }), label: 'Transactions' }}
          query={dashboard}
        >
          {(data) => (
            <CurrencyFigures
              figures={data?.pendingSales ?? []}
              noun="sale"
              empty="No purchase is waiting for its supplier."
            />
          )}
        </DashboardCard>
        <DashboardCard
          title="Fee revenue"
          link={{ href: paths.admin.salesReport.href({ status: 'Approved' }), label: 'Sales report' }}
          query={dashboard}
        >
          {(data) => data && <FeeRevenue fees={data.feeRevenue} />}
        </DashboardCard>
      </CardGrid>
      <CardGrid cols={3}>
        <DashboardCard
          title="In fulfilment"
          link={{ href: paths.admin.sales.href({ status: 'Approved' }), label: 'Transactions' }}
          query={dashboard}
        >
          {(data) => (
            <CurrencyFigures
              figures={data?.inFulfilment ?? []}
              noun="sale"
              empty="Nothing is being collected or delivered. Approved sales are counted here until settled."
            />
          )}
        </DashboardCard>
        <DashboardCard
          title="Open disputes"
          link={{ href: paths.admin.disputes.href(), label: 'Resolve' }}
          query={dashboard}
        >
          {(data) => (
            <Text fz={26} fw={700} lh={1.2}>
              {countOf(data?.disputes ?? 0, 'dispute')}
            </Text>
          )}
        </DashboardCard>
        <DashboardCard
          title="Logistics revenue"
          link={{ href: paths.admin.logisticsFees.href(), label: 'Logistics fees' }}
          query={dashboard}
        >
          {(data) => data && <FeeRevenue fees={data.logisticsRevenue ?? []} />}
        </DashboardCard>
      </CardGrid>
      <CardGrid>
        <DashboardCard
          title="Traded per month"
          link={{ href: paths.admin.salesReport.href({ status: 'Approved' }), label: 'Sales report' }}
          query={dashboard}
        >
          {(data) => (
            <MonthlyFigures
              rows={data?.tradedByMonth ?? []}
              chartTitle="traded per month"
              countLabel="sales"
              empty="No sale was approved in the last six months."
            />
          )}
        </DashboardCard>
        <DashboardCard
          title="Traded per hub, all time"
          link={{ href: paths.admin.salesReport.href({ status: 'Approved' }), label: 'Sales report' }}
          query={dashboard}
        >
          {(data) =>
            data && (
              <Stack gap="sm">
                <TradedByHub rows={data.tradedByHub} />
                <TradedEnergy />
              </Stack>
            )
          }
        </DashboardCard>
      </CardGrid>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="activity-heading">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="activity-heading">
              Latest activity
            </Title>
            <Anchor component={Link} to={paths.admin.audit.href()} size="sm">
              Audit trail
            </Anchor>
          </Group>
          <FiguresState query={dashboard}>
            {(data) => data && <LatestActivity entries={data.latestActivity} />}
          </FiguresState>
        </Stack>
      </Card>
    </Stack>
  );
}
