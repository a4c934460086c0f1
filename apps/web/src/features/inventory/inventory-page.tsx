import type { Inventory } from '@gas/shared';
import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { queryTableProps } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { LoadError } from '../../components/load-states.tsx';
import { PageSection } from '../../components/section.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AddStockDialog } from './add-stock-dialog.tsx';
import { useInventory } from './api/get-inventory.ts';
import { useLatestPrices } from './api/get-latest-prices.ts';
import { useLatestStocks } from './api/get-latest-stocks.ts';
import { DecideStockDialog } from './decide-stock-dialog.tsx';
import { inventoryName } from './filters.tsx';
import { ForwardPricesSection } from './forward-prices-section.tsx';
import { NewPriceDialog } from './new-price-dialog.tsx';
import { PriceHistory } from './price-history.tsx';
import { PriceTable } from './price-table.tsx';
import { StockTable } from './stock-table.tsx';
import { useStockDecision } from './use-stock-decision.ts';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="var(--app-muted)">
        {label}
      </Text>
      <Text fw={700} size="lg" className="tabular">
        {children}
      </Text>
    </Card>
  );
}

function Summary({ inventory }: { inventory: Inventory }) {
  const { t } = useTranslation('inventory');
  const unit = inventory.product.unit;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label={t('manage.summary')}>
      <Figure label={t('fields.product')}>{inventory.product.name}</Figure>
      <Figure label={t('fields.unit')}>{t(`unitNames.${unit}`, { defaultValue: unit })}</Figure>
      <Figure label={t('fields.quantityOnHand')}>{quantityWithUnit(inventory.quantity, unit)}</Figure>
      <Figure label={t('fields.available')}>{quantityWithUnit(inventory.available, unit)}</Figure>
    </SimpleGrid>
  );
}

type InventoryPageProps = {
  /** The "Latest transactions" block: the inventory's latest sales, composed by the route from the trading feature. */
  latestTransactions?: (inventoryId: string) => ReactNode;
};

/** Manage Inventory (spec: /supplier/inventories/{id}). */
export function InventoryPage({ latestTransactions }: InventoryPageProps) {
  const { t } = useTranslation('inventory');
  usePageTitle(t('manage.title'));
  const inventoryId = useParams().id ?? '';
  const inventory = useInventory(inventoryId);
  const stocks = useLatestStocks(inventoryId);
  const prices = useLatestPrices(inventoryId);
  const [isAddingStock, addingStock] = useDisclosure(false);
  const [isPricing, pricing] = useDisclosure(false);
  const name = inventory.data ? inventoryName(t, inventory.data) : undefined;
  const decision = useStockDecision(() => name);

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.supplier.inventories.href()} size="sm">
          {t('manage.back')}
        </Anchor>
        <Title order={1} size="h2">
          {t('manage.title')}
        </Title>
        {inventory.data && (
          <Text c="var(--app-muted)">
            <Trans
              t={t}
              i18nKey="manage.since"
              values={{ name: inventoryName(t, inventory.data) }}
              components={{ date: <DateTime value={inventory.data.createdUtc} isDateOnly /> }}
            />
          </Text>
        )}
      </Stack>

      {inventory.isPending && <Text c="dimmed">{t('loading')}</Text>}
      {inventory.error && (
        <LoadError
          title={t('manage.loadError')}
          error={inventory.error}
          onRetry={() => void inventory.refetch()}
        />
      )}
      {inventory.data && <Summary inventory={inventory.data} />}

      {!inventory.error && (
        <>
          <PageSection id="latest-transactions" title={t('manage.latestTransactions')}>
            {latestTransactions?.(inventoryId)}
          </PageSection>

          <PageSection
            id="latest-stocks"
            title={t('manage.latestStock')}
            action={
              <Button onClick={addingStock.open} disabled={!inventory.data}>
                {t('manage.addStock')}
              </Button>
            }
          >
            <StockTable
              label={t('manage.latestStock')}
              {...queryTableProps(stocks)}
              onDecide={decision.ask}
            />
            <Anchor component={Link} to={paths.supplier.stocks.href(inventoryId)} size="sm">
              {t('manage.allStock')}
            </Anchor>
          </PageSection>

          <PageSection
            id="latest-prices"
            title={t('manage.latestPrices')}
            action={
              <Button onClick={pricing.open} disabled={!inventory.data}>
                {t('manage.newPrice')}
              </Button>
            }
          >
            <PriceTable label={t('manage.latestPrices')} {...queryTableProps(prices)} />
            <Anchor component={Link} to={paths.supplier.prices.href(inventoryId)} size="sm">
              {t('manage.allPrices')}
            </Anchor>
          </PageSection>

          <ForwardPricesSection inventory={inventory.data} inventoryId={inventoryId} />

          <PageSection id="price-history" title={t('manage.priceHistory')}>
            <PriceHistory inventoryId={inventoryId} unit={inventory.data?.product.unit ?? 'Liters'} />
          </PageSection>
        </>
      )}

      <AddStockDialog inventory={inventory.data} opened={isAddingStock} onClose={addingStock.close} />
      <NewPriceDialog inventory={inventory.data} opened={isPricing} onClose={pricing.close} />
      <DecideStockDialog target={decision.target} opened={decision.opened} onClose={decision.close} />
    </Stack>
  );
}
