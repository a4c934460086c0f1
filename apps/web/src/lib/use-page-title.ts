import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../config/brand.ts';

/** Sets the browser tab's title: "Page · Brand", or the brand and tagline for the home page. */
export function usePageTitle(title: string | null) {
  // The tagline in the reader's language (brand.tagline is its English).
  const { t } = useTranslation('components');
  const tagline = t('brand.tagline');
  useEffect(() => {
    document.title = title ? `${title} · ${brand.name}` : `${brand.name} · ${tagline}`;
  }, [title, tagline]);
}
