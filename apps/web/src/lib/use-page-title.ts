import { useEffect } from 'react';
import { brand } from '../config/brand.ts';

/** Sets the browser tab's title: "Page · Brand", or the brand and tagline for the home page. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${brand.name}` : `${brand.name} · ${brand.tagline}`;
  }, [title]);
}
