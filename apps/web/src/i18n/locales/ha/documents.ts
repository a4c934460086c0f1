import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/documents.ts';

export default {
  title: 'Takardun kuɗi',
  loadFailed: 'Ba mu iya loda takardun kuɗin ba',
  none: 'Ana fitar da takardun kuɗi idan an kammala biyan cinikin, da zarar mai saye ya karɓi iskar gas.',
  kinds: {
    'sale-invoice': 'Takardar kuɗin ciniki',
    'fee-invoice': 'Takardar kuɗin sabis na dandali (tare da VAT)',
  },
  link: '{{kind}} {{number}} (PDF)',
  issued: 'An fitar <date />',
  total: 'Jimilla <amount />',
} satisfies Catalogue<typeof en>;
