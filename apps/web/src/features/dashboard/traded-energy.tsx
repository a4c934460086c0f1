import { formatQuantity, formatUnitQuantity } from '@gas/shared';
import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useTradedEnergy } from './api/get-traded-energy.ts';

/**
 * The energy traded, all time, under the operators' volumes per hub (issue 19, point 6): one line,
 * nothing until it is read (the chart above stays in litres and money).
 */
export function TradedEnergy() {
  const { t } = useTranslation('dashboard');
  const energy = useTradedEnergy().data;
  if (!energy || energy.litres === 0) return null;
  const converted = energy.litres - energy.litresWithoutFactors;
  return (
    <Text size="sm" c="var(--app-muted)">
      <Trans
        t={t}
        i18nKey={energy.litresWithoutFactors > 0 ? 'energy.tradedWithout' : 'energy.traded'}
        values={{
          mmbtu: formatUnitQuantity(energy.mmbtuThousandths, 'MMBtu'),
          litres: formatQuantity(converted),
          without: formatQuantity(energy.litresWithoutFactors),
        }}
        components={{ strong: <strong className="tabular" /> }}
      />
    </Text>
  );
}
