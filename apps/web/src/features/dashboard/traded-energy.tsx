import { formatQuantity, formatUnitQuantity } from '@gas/shared';
import { Text } from '@mantine/core';
import { useTradedEnergy } from './api/get-traded-energy.ts';

/**
 * The energy traded, all time, under the operators' volumes per hub (issue 19, point 6): one line,
 * nothing until it is read (the chart above stays in litres and money).
 */
export function TradedEnergy() {
  const energy = useTradedEnergy().data;
  if (!energy || energy.litres === 0) return null;
  const converted = energy.litres - energy.litresWithoutFactors;
  return (
    <Text size="sm" c="var(--app-muted)">
      Energy traded:{' '}
      <strong className="tabular">{formatUnitQuantity(energy.mmbtuThousandths, 'MMBtu')}</strong> (
      {formatQuantity(converted)} L
      {energy.litresWithoutFactors > 0
        ? `; ${formatQuantity(energy.litresWithoutFactors)} L without factors left out`
        : ''}
      )
    </Text>
  );
}
