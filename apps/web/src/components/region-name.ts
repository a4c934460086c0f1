import { useTranslation } from 'react-i18next';
import type en from '../i18n/locales/en/components.ts';

// Nigeria's geopolitical zones as the server and the shared hub list name them in English
// ("North West"), said in the reader's language; a zone the catalogue does not know stays as sent.

type RegionKey = keyof (typeof en)['regions'];

const regionKeys: Record<string, RegionKey> = {
  'North Central': 'northCentral',
  'North East': 'northEast',
  'North West': 'northWest',
  'South East': 'southEast',
  'South South': 'southSouth',
  'South West': 'southWest',
};

/** A function from a zone's English name to its name in the current language. */
export function useRegionName() {
  const { t } = useTranslation('components');
  return (region: string) => {
    const key = regionKeys[region];
    return key ? t(`regions.${key}`) : region;
  };
}
