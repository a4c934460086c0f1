import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/common.ts';

export default {
  language: {
    label: 'Harshe',
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
