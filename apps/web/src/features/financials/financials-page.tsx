import { Card, Container, Grid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  averageFeeUsd,
  capitalCosts,
  feeAssumptions,
  financeAssumptions,
  formatCount,
  formatUsd,
  projectionYears,
} from './projections.ts';

const FinancialsCharts = lazy(() => import('./financials-charts.tsx'));

function Block({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} withBorder radius="md" padding="lg" h="100%">
      <Title order={2} size="h3" id={id} mb={note ? 4 : 'md'}>
        {title}
      </Title>
      {note && (
        <Text size="sm" c="var(--app-muted)" mb="md">
          {note}
        </Text>
      )}
      {children}
    </Card>
  );
}

const num = { ta: 'right', className: 'tabular' } as const;

/** A number (right-aligned), a figure in text ("1% of trade value", tabular digits) or plain text. */
type ColumnKind = 'number' | 'figure' | 'text';

const cellProps: Record<ColumnKind, { ta?: 'right'; className?: string }> = {
  number: num,
  figure: { className: 'tabular' },
  text: {},
};

type FigureTableProps = {
  /** The first column's title: the rows' own labels (Year, Item). */
  labelTitle: string;
  columns: { title: string; kind: ColumnKind }[];
  rows: { key: string; label: ReactNode; cells: ReactNode[] }[];
  minWidth: number;
  isStriped?: boolean;
  /** Row labels in semi-bold (years, items) or regular weight (longer sentences). */
  labelWeight?: 400 | 600;
} & ({ 'aria-labelledby': string } | { 'aria-label': string });

/** One of the page's tables: a label per row (its row header) and the figures beside it. */
function FigureTable({
  labelTitle,
  columns,
  rows,
  minWidth,
  isStriped = false,
  labelWeight = 600,
  ...name
}: FigureTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={isStriped} withTableBorder verticalSpacing="sm" {...name}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labelTitle}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.title} scope="col" {...(column.kind === 'number' ? num : {})}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={labelWeight}>
                {row.label}
              </Table.Th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its fixed columns
                <Table.Td key={index} {...cellProps[columns[index]?.kind ?? 'text']}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const number = (title: string) => ({ title, kind: 'number' as const });

export function FinancialsPage() {
  const { t } = useTranslation('financials');
  usePageTitle(t('title'));
  return (
    <Container py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={6} maw={760}>
          <Title order={1}>{t('title')}</Title>
          <Text c="var(--app-muted)">{t('intro')}</Text>
        </Stack>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Block
              id="membership"
              title={t('membership.title')}
              note={t('membership.note', { average: formatUsd(averageFeeUsd) })}
            >
              <FigureTable
                aria-labelledby="membership"
                minWidth={560}
                isStriped
                labelTitle={t('year')}
                columns={[
                  number(t('membership.members')),
                  number(t('membership.premium')),
                  number(t('membership.standard')),
                  number(t('membership.revenue')),
                ]}
                rows={projectionYears.map((row) => ({
                  key: String(row.year),
                  label: t('yearN', { year: row.year }),
                  cells: [
                    formatCount(row.members),
                    formatCount(row.premiumMembers),
                    formatCount(row.standardMembers),
                    formatUsd(row.membershipRevenueUsd),
                  ],
                }))}
              />
            </Block>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Block id="volume" title={t('volume.title')} note={t('volume.note')}>
              <FigureTable
                aria-labelledby="volume"
                minWidth={240}
                isStriped
                labelTitle={t('year')}
                columns={[number(t('volume.column'))]}
                rows={projectionYears.map((row) => ({
                  key: String(row.year),
                  label: t('yearN', { year: row.year }),
                  cells: [formatCount(row.tradingVolumeMmscfd)],
                }))}
              />
            </Block>
          </Grid.Col>
        </Grid>

        <Block id="growth" title={t('growth.title')} note={t('growth.note')}>
          <Suspense fallback={<Skeleton h={270} radius="md" aria-label={t('growth.loading')} />}>
            <FinancialsCharts />
          </Suspense>
        </Block>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Block id="fees" title={t('fees.title')}>
              <FigureTable
                aria-labelledby="fees"
                minWidth={420}
                labelTitle={t('fees.item')}
                columns={[
                  { title: t('fees.assumption'), kind: 'figure' },
                  { title: t('fees.basis'), kind: 'text' },
                ]}
                rows={feeAssumptions.map((key) => ({
                  key,
                  label: t(`fees.rows.${key}.item`),
                  cells: [t(`fees.rows.${key}.value`), t(`fees.rows.${key}.basis`)],
                }))}
              />
            </Block>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Block id="costs" title={t('costs.title')}>
              <Stack gap="lg">
                <Table.ScrollContainer minWidth={420}>
                  <Table withTableBorder verticalSpacing="sm" aria-label={t('costs.capitalCost')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('costs.capitalCost')}</Table.Th>
                        <Table.Th scope="col" {...num}>
                          {t('costs.amount')}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      <Table.Tr>
                        <Table.Th scope="row" fw={400}>
                          {t('costs.trucks', {
                            count: capitalCosts.trucks.count,
                            unit: formatUsd(capitalCosts.trucks.unitUsd),
                          })}
                        </Table.Th>
                        <Table.Td {...num}>{formatUsd(capitalCosts.trucks.totalUsd)}</Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th scope="row" fw={400}>
                          {t('costs.depots', { count: capitalCosts.depots.count })}
                        </Table.Th>
                        <Table.Td {...num}>{formatUsd(capitalCosts.depots.totalUsd)}</Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th scope="row">{t('costs.total')}</Table.Th>
                        <Table.Td {...num} fw={700}>
                          {formatUsd(capitalCosts.totalUsd)}
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <FigureTable
                  aria-label={t('costs.financeTable')}
                  minWidth={320}
                  labelTitle={t('costs.assumption')}
                  labelWeight={400}
                  columns={[number(t('costs.value'))]}
                  rows={financeAssumptions.map((key) => ({
                    key,
                    label: t(`costs.rows.${key}.item`),
                    cells: [t(`costs.rows.${key}.value`)],
                  }))}
                />
              </Stack>
            </Block>
          </Grid.Col>
        </Grid>

        <Text size="sm" c="var(--app-muted)">
          {t('disclaimer')}
        </Text>
      </Stack>
    </Container>
  );
}
