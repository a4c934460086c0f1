import type { DeliverySite } from '@gas/shared';
import { Anchor, Group, NativeSelect, Radio, Text } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
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
  const isDelivery = method === 'delivery';
  const siteOptions = [
    { value: '', label: sites.isPending ? 'Loading your sites...' : 'Choose a site' },
    ...(sites.data ?? []).map((site) => ({
      value: site.id,
      label: `${site.name} · ${site.lga}, ${site.state}`,
    })),
  ];
  return (
    <>
      <Radio.Group
        name="method"
        label="Fulfilment"
        description="Collect at the hub with your own truck, or have our trucks deliver to one of your sites"
        value={method}
        onChange={(value) => onMethod(value === 'delivery' ? 'delivery' : 'collection')}
        withAsterisk
      >
        <Group gap="lg" mt={6}>
          <Radio value="collection" label="Collection at the hub" />
          <Radio value="delivery" label="Delivery to one of your sites" />
        </Group>
      </Radio.Group>
      {isDelivery && <NativeSelect {...siteField} label={siteLabel} data={siteOptions} withAsterisk />}
      {isDelivery && sites.data?.length === 0 && (
        <Text size="sm">
          You have no delivery site yet.{' '}
          <Anchor component={Link} to={`${paths.offtaker.profile.href()}#delivery-sites`} inherit>
            Add a site in your profile
          </Anchor>{' '}
          or choose collection.
        </Text>
      )}
      {isDelivery && sites.error && (
        <Text size="sm" c="red.8" role="alert">
          We could not load your delivery sites. {sites.error.message}
        </Text>
      )}
    </>
  );
}
