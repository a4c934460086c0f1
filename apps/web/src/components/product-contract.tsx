import { SPOT } from '@gas/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../lib/months.ts';

// A sale's product as lists show it, with its contract (issue 19, forward contracts): Spot sales
// read as before; a delivery month adds a muted line under the product ("Dec 2026 delivery").
// The server words the month in English (contractLabel: 'Dec 2026'); it is said again in the
// reader's language (Hausa "Isarwa a Dis 2026").

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Dec 2026' in the reader's language; a contract not worded so shows as sent. */
function monthText(contract: string): string {
  const [name = '', year = ''] = contract.split(' ');
  const month = englishMonths.indexOf(name) + 1;
  if (month === 0 || !/^\d{4}$/.test(year)) return contract;
  return formatMonth(`${year}-${String(month).padStart(2, '0')}`);
}

export function ProductAndContract({
  product,
  contract,
}: {
  product: string;
  contract?: string | undefined;
}) {
  const { t } = useTranslation('components');
  if (!contract || contract === SPOT) return <>{product}</>;
  return (
    <>
      {product}
      <Text component="span" display="block" size="xs" c="var(--app-muted)">
        {t('contract.delivery', { month: monthText(contract) })}
      </Text>
    </>
  );
}
