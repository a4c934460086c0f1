import { type AdminDashboard, type AuditEntry, type Currency, currencies, formatQuantity } from '@gas/shared';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { MoneyChart, type MoneyPoint } from '../../components/money-chart.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { auditActionName, auditEntityWord } from '../../lib/audit-words.ts';
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

function OnboardingFigures({ onboarding }: { onboarding: AdminDashboard['onboarding'] }) {
  const { t } = useTranslation('dashboard');
  if (onboarding.suppliers + onboarding.offtakers === 0) {
    return <EmptyHint>{t('admin.onboardingEmpty')}</EmptyHint>;
  }
  return (
    <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
      {(
        [
          [t('admin.suppliers'), onboarding.suppliers],
          [t('admin.offtakers'), onboarding.offtakers],
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
  const { t } = useTranslation('dashboard');
  const groups = currencies
    .map((currency) => ({ currency, points: hubPoints(rows, currency) }))
    .filter((group) => group.points.length > 0);
  if (groups.length === 0) return <EmptyHint>{t('admin.hubEmpty')}</EmptyHint>;
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Stack key={group.currency} gap={4}>
          <Text size="sm" c="var(--app-muted)">
            {currencyNames[group.currency]}
          </Text>
          <MoneyChart
            title={t('admin.hubChart', { currency: currencyNames[group.currency] })}
            currency={group.currency}
            points={group.points}
            countLabel={t('countLabel.sales')}
            pointLabel={t('hub')}
            height={Math.max(120, group.points.length * 44)}
            isHorizontal
            hasQuantity
          />
        </Stack>
      ))}
    </Stack>
  );
}

function entityText(entry: AuditEntry, tAudit: TFunction<'audit'>): string {
  const type = auditEntityWord(tAudit, entry.entityType);
  return entry.entityLabel ? `${type} ${entry.entityLabel}` : type;
}

const activityColumns = (
  t: TFunction<'dashboard'>,
  tAudit: TFunction<'audit'>,
): DataTableColumn<AuditEntry>[] => [
  dateColumn('occurredUtc', t('admin.columns.when')),
  {
    accessor: 'actorEmail',
    title: t('admin.columns.who'),
    render: (entry) => (
      <Text inherit style={{ overflowWrap: 'anywhere' }}>
        {entry.actorEmail ?? t(`admin.roles.${entry.actorRole}`)}
      </Text>
    ),
  },
  {
    accessor: 'action',
    title: t('admin.columns.what'),
    render: (entry) => (
      <>
        <Text inherit fw={600} span>
          {auditActionName(tAudit, entry.action)}
        </Text>{' '}
        <Text inherit c="var(--app-muted)" span>
          {entityText(entry, tAudit)}
        </Text>
      </>
    ),
  },
];

function LatestActivity({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('dashboard');
  // The actions' and entities' names (the audit trail's words).
  const { t: tAudit } = useTranslation('audit');
  if (entries.length === 0) return <EmptyHint>{t('admin.activityEmpty')}</EmptyHint>;
  return (
    <DataTable
      label={t('cards.latestActivity')}
      columns={activityColumns(t, tAudit)}
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
  const { t } = useTranslation('dashboard');
  // The latest activity's words load with the page's, not in a second wait further down.
  useTranslation('audit');
  usePageTitle(t('title'));
  const dashboard = useDashboard('admin');
  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} />
      <CardGrid cols={4}>
        <DashboardCard
          title={t('cards.onboarding')}
          link={{ href: paths.admin.onboardings.href(), label: t('links.review') }}
          query={dashboard}
        >
          {(data) => data && <OnboardingFigures onboarding={data.onboarding} />}
        </DashboardCard>
        <DashboardCard
          title={t('cards.pendingDeposits')}
          link={{ href: paths.admin.deposits.href({ status: 'Pending' }), label: t('links.checkReceipts') }}
          query={dashboard}
        >
          {(data) => (
            <CurrencyFigures
              figures={data?.pendingDeposits ?? []}
              noun="deposit"
              empty={t('admin.depositsEmpty')}
            />
          )}
        </DashboardCard>
        <DashboardCard
          title={t('cards.pendingSales')}
          link={{ href: paths.admin.sales.href({ status: 'Pending' }), label: t('links.transactions') }}
          query={dashboard}
        >
          {(data) => (
            <CurrencyFigures
              figures={data?.pendingSales ?? []}
              noun="sale"
              empty={t('admin.pendingSalesEmpty')}
            />
          )}
        </DashboardCard>
        <DashboardCard
          title={t('cards.feeRevenue')}
          link={{ href: paths.admin.salesReport.href({ status: 'Approved' }), label: t('links.salesReport') }}
          query={dashboard}
        >
          {(data) => data && <FeeRevenue fees={data.feeRevenue} />}
        </DashboardCard>
      </CardGrid>
      <CardGrid cols={3}>
        <DashboardCard
          title={t('cards.inFulfilment')}
          link={{ href: paths.admin.sales.href({ status: 'Approved' }), label: t('links.transactions') }}
          query={dashboard}
        >
          {(data) => (
            <CurrencyFigures
              figures={data?.inFulfilment ?? []}
              noun="sale"
              empty={t('admin.inFulfilmentEmpty')}
            />
          )}
        </DashboardCard>
        <DashboardCard
          title={t('cards.openDisputes')}
          link={{ href: paths.admin.disputes.href(), label: t('links.resolve') }}
          query={dashboard}
        >
          {(data) => (
            <Text fz={26} fw={700} lh={1.2}>
              {countOf(t, data?.disputes ?? 0, 'dispute')}
            </Text>
          )}
        </DashboardCard>
        <DashboardCard
          title={t('cards.logisticsRevenue')}
          link={{ href: paths.admin.logisticsFees.href(), label: t('links.logisticsFees') }}
          query={dashboard}
        >
          {(data) => data && <FeeRevenue fees={data.logisticsRevenue ?? []} />}
        </DashboardCard>
      </CardGrid>
      <CardGrid>
        <DashboardCard
          title={t('cards.tradedPerMonth')}
          link={{ href: paths.admin.salesReport.href({ status: 'Approved' }), label: t('links.salesReport') }}
          query={dashboard}
        >
          {(data) => (
            <MonthlyFigures
              rows={data?.tradedByMonth ?? []}
              chartTitle={t('admin.tradedChart')}
              noun="sale"
              empty={t('admin.tradedEmpty')}
            />
          )}
        </DashboardCard>
        <DashboardCard
          title={t('cards.tradedPerHub')}
          link={{ href: paths.admin.salesReport.href({ status: 'Approved' }), label: t('links.salesReport') }}
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
              {t('cards.latestActivity')}
            </Title>
            <Anchor component={Link} to={paths.admin.audit.href()} size="sm">
              {t('links.auditTrail')}
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
