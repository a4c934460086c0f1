import { SPOT } from '@gas/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A sale's product as lists show it, with its contract (issue 19, forward contracts): Spot sales
// read as before; a delivery month adds a muted line under the product ("Dec 2026 delivery").

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
        {t('contract.delivery', { month: contract })}
      </Text>
    </>
  );
}
