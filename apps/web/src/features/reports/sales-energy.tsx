import { formatQuantity, formatUnitQuantity } from '@gas/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSalesEnergy } from './api/get-sales-energy.ts';
import type { SalesReportFilterValues } from './api/get-sales-report.ts';

// The sales report's energy (issue 19, point 6): the matching sales' litres in MMBtu, each product
// converted with the factor an operator set for it. One line under the totals; nothing while it
// loads or if it cannot be read (the report itself stays in litres).

/** "Energy: 1,234.5 MMBtu (52,000 L)" for the rows the filters match, in every currency. */
export function SalesEnergy({
  filters,
  isEnabled = true,
}: {
  filters: SalesReportFilterValues;
  isEnabled?: boolean;
}) {
  const { t } = useTranslation('reports');
  const energy = useSalesEnergy(filters, isEnabled);
  const data = energy.data;
  if (!data || data.litres === 0) return null;
  const converted = data.litres - data.litresWithoutFactors;
  return (
    <Text size="sm" role="status" aria-live="polite">
      {t('sales.energy.label')}{' '}
      <strong className="tabular">{formatUnitQuantity(data.mmbtuThousandths, 'MMBtu')}</strong>{' '}
      <Text span size="sm" c="var(--app-muted)" className="tabular">
        {data.litresWithoutFactors > 0
          ? t('sales.energy.convertedWithout', {
              litres: formatQuantity(converted),
              without: formatQuantity(data.litresWithoutFactors),
            })
          : t('sales.energy.converted', { litres: formatQuantity(converted) })}
      </Text>
    </Text>
  );
}
