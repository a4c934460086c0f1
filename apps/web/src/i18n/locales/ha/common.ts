import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/common.ts';

export default {
  language: {
    label: 'Harshe',
  },
  loading: 'Ana lodawa…',
} satisfies Catalogue<typeof en>;
