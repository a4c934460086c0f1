import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/common.ts';

export default {
  language: {
    label: 'Harshe',
    // The switch's visible name on phones (the full name is in the list and for screen readers);
    // each language's code, the same in every language.
    short: { en: 'EN', ha: 'HA' },
  },
  loading: 'Ana lodawa…',
  currency: {
    NGN: 'Naira (NGN)',
    USD: 'Dalar Amurka (USD)',
  },
  units: {
    Liters_one: 'lita {{quantity}}',
    Liters_other: 'lita {{quantity}}',
  },
  unitSingular: {
    Liters: 'lita',
  },
} satisfies Catalogue<typeof en>;
