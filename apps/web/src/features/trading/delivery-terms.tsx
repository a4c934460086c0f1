// Radio, Switch and Checkbox lay out their label with InlineInput's styles (before their own).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import type { DeliverySite } from '@gas/shared';
import { Anchor, Group, NativeSelect, Radio, Text } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

// The fulfilment terms of New Transaction (issue 17): collection at the hub with the buyer's own
// truck, or delivery by the platform's trucks to one of the buyer's sites.

export type Method = 'collection' | 'delivery';

type SiteField = {
  id: string;
  name: string;
  value: string;
  error: ReactNode;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
};

export function DeliveryTerms({
  method,
  onMethod,
  siteField,
  siteLabel,
  sites,
}: {
  method: Method;
  onMethod: (method: Method) => void;
  siteField: SiteField;
  siteLabel: string;
  sites: { data: DeliverySite[] | undefined; isPending: boolean; error: Error | null };
}) {
  const { t } = useTranslation('trading');
  const isDelivery = method === 'delivery';
  const siteOptions = [
    { value: '', label: sites.isPending ? t('terms.loadingSites') : t('terms.chooseSite') },
    ...(sites.data ?? []).map((site) => ({
      value: site.id,
      label: `${site.name} · ${site.lga}, ${site.state}`,
    })),
  ];
  return (
    <>
      <Radio.Group
        name="method"
        label={t('terms.fulfilment')}
        description={t('terms.fulfilmentHint')}
        value={method}
        onChange={(value) => onMethod(value === 'delivery' ? 'delivery' : 'collection')}
        withAsterisk
      >
        <Group gap="lg" mt={6}>
          <Radio value="collection" label={t('terms.collection')} />
          <Radio value="delivery" label={t('terms.delivery')} />
        </Group>
      </Radio.Group>
      {isDelivery && <NativeSelect {...siteField} label={siteLabel} data={siteOptions} withAsterisk />}
      {isDelivery && sites.data?.length === 0 && (
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="terms.noSite"
            components={{
              anchor: (
                <Anchor component={Link} to={`${paths.offtaker.profile.href()}#delivery-sites`} inherit />
              ),
            }}
          />
        </Text>
      )}
      {isDelivery && sites.error && (
        <Text size="sm" c="red.8" role="alert">
          {t('terms.sitesFailed', { message: sites.error.message })}
        </Text>
      )}
    </>
  );
}
