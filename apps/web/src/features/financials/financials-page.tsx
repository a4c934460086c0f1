import { Card, Container, Grid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
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

export function FinancialsPage() {
  usePageTitle('Financial Projections');
  return (
    <Container py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={6} maw={760}>
          <Title order={1}>Financial Projections</Title>
          <Text c="var(--app-muted)">
            The five-year plan behind the exchange: membership, trading volume, fees and the cost of the
            logistics network. All amounts are in US dollars.
          </Text>
        </Stack>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Block
              id="membership"
              title="Membership"
              note={`Half of members are premium ($10,000 a year) and half standard ($5,000 a year): on average ${formatUsd(averageFeeUsd)} per member.`}
            >
              <Table.ScrollContainer minWidth={560}>
                <Table striped withTableBorder verticalSpacing="sm" aria-labelledby="membership">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Year</Table.Th>
                      <Table.Th scope="col" {...num}>
                        Members
                      </Table.Th>
                      <Table.Th scope="col" {...num}>
                        Premium
                      </Table.Th>
                      <Table.Th scope="col" {...num}>
                        Standard
                      </Table.Th>
                      <Table.Th scope="col" {...num}>
                        Membership revenue
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {projectionYears.map((row) => (
                      <Table.Tr key={row.year}>
                        <Table.Th scope="row" fw={600}>
                          Year {row.year}
                        </Table.Th>
                        <Table.Td {...num}>{formatCount(row.members)}</Table.Td>
                        <Table.Td {...num}>{formatCount(row.premiumMembers)}</Table.Td>
                        <Table.Td {...num}>{formatCount(row.standardMembers)}</Table.Td>
                        <Table.Td {...num}>{formatUsd(row.membershipRevenueUsd)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Block>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Block
              id="volume"
              title="Trading volume"
              note="Gas traded on the exchange, in million standard cubic feet per day."
            >
              <Table.ScrollContainer minWidth={240}>
                <Table striped withTableBorder verticalSpacing="sm" aria-labelledby="volume">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Year</Table.Th>
                      <Table.Th scope="col" {...num}>
                        Volume (mmscfd)
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {projectionYears.map((row) => (
                      <Table.Tr key={row.year}>
                        <Table.Th scope="row" fw={600}>
                          Year {row.year}
                        </Table.Th>
                        <Table.Td {...num}>{formatCount(row.tradingVolumeMmscfd)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Block>
          </Grid.Col>
        </Grid>

        <Block id="growth" title="Growth at a glance" note="The members and volume tables above, as charts.">
          <Suspense fallback={<Skeleton h={270} radius="md" aria-label="Loading charts" />}>
            <FinancialsCharts />
          </Suspense>
        </Block>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Block id="fees" title="Fee assumptions">
              <Table.ScrollContainer minWidth={420}>
                <Table withTableBorder verticalSpacing="sm" aria-labelledby="fees">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Item</Table.Th>
                      <Table.Th scope="col">Assumption</Table.Th>
                      <Table.Th scope="col">Basis</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {feeAssumptions.map((row) => (
                      <Table.Tr key={row.item}>
                        <Table.Th scope="row" fw={600}>
                          {row.item}
                        </Table.Th>
                        <Table.Td className="tabular">{row.value}</Table.Td>
                        <Table.Td>{row.basis}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Block>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Block id="costs" title="Costs and finance">
              <Stack gap="lg">
                <Table.ScrollContainer minWidth={420}>
                  <Table withTableBorder verticalSpacing="sm" aria-label="Capital cost">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Capital cost</Table.Th>
                        <Table.Th scope="col" {...num}>
                          Amount
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      <Table.Tr>
                        <Table.Th scope="row" fw={400}>
                          {capitalCosts.trucks.count} CNG trucks at {formatUsd(capitalCosts.trucks.unitUsd)}{' '}
                          each
                        </Table.Th>
                        <Table.Td {...num}>{formatUsd(capitalCosts.trucks.totalUsd)}</Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th scope="row" fw={400}>
                          {capitalCosts.depots.count} storage depots
                        </Table.Th>
                        <Table.Td {...num}>{formatUsd(capitalCosts.depots.totalUsd)}</Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th scope="row">Total capital cost</Table.Th>
                        <Table.Td {...num} fw={700}>
                          {formatUsd(capitalCosts.totalUsd)}
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <Table.ScrollContainer minWidth={320}>
                  <Table withTableBorder verticalSpacing="sm" aria-label="Finance assumptions">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Assumption</Table.Th>
                        <Table.Th scope="col" {...num}>
                          Value
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {financeAssumptions.map((row) => (
                        <Table.Tr key={row.item}>
                          <Table.Th scope="row" fw={400}>
                            {row.item}
                          </Table.Th>
                          <Table.Td {...num}>{row.value}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            </Block>
          </Grid.Col>
        </Grid>

        <Text size="sm" c="var(--app-muted)">
          These are planning projections, not a forecast or an offer of securities.
        </Text>
      </Stack>
    </Container>
  );
}
