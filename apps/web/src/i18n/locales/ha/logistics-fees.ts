import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/logistics-fees.ts';

// Kuɗin sufuri na masu gudanarwa.
export default {
  title: 'Kuɗin sufuri',
  description:
    'Abin da masu saye ke biya kan kowace lita da manyan motocin dandali suka isar, bisa cibiya, jihar da za a kai da kuɗin da ake amfani da shi. Hanyar da ba ta da kuɗin sufuri tana ba da ɗauka a cibiya kaɗai.',
  newFee: 'Sabon kuɗin sufuri',
  columns: {
    route: 'Hanya',
    hub: 'Cibiya',
    state: 'Jihar da za a kai',
    currency: 'Kuɗi',
    feePerUnit: 'Kuɗin kowace lita',
    updatedOn: 'Ranar sabuntawa',
    actions: 'Ayyuka',
  },
  edit: 'Gyara',
  editOf: 'Gyara kuɗin sufuri daga {{route}}',
  delete: 'Goge',
  deleteOf: 'Goge kuɗin sufuri daga {{route}}',
  deleted: 'An goge kuɗin sufuri daga {{route}}',
  route: '{{hub}} zuwa {{state}} cikin {{currency}}',
  form: {
    intro:
      'Abin da mai saye ke biya kan kowace lita da aka isar daga cibiya zuwa wuri a wata jiha. Ana nuna kuɗin kuma a riƙe shi idan mai saye ya zaɓi isarwa; sayayyar da aka riga aka yi suna riƙe kuɗin da suke da shi.',
    hubsError: 'Ba mu iya samo cibiyoyi ba. {{message}}',
    loadingHubs: 'Ana lodawa...',
    selectHub: 'Zaɓi cibiya',
    selectState: 'Zaɓi jiha',
    selectCurrency: 'Zaɓi kuɗi',
    hub: 'Cibiya',
    state: 'Jihar da za a kai',
    currency: 'Kuɗi',
    feePerUnit: 'Kuɗin kowace lita',
    feeHint: 'Cikin {{currency}}, misali 2.50',
  },
  newDialog: {
    title: 'Sabon kuɗin sufuri',
    submit: 'Ƙara kuɗin sufuri',
    success: 'An ƙara kuɗin sufuri: ana ba da isarwa a wannan hanya da shi',
  },
  editDialog: {
    title: 'Gyara kuɗin sufuri',
    submit: 'Ajiye kuɗin sufuri',
    success: 'An ajiye kuɗin sufuri: sababbin sayayya za su biya shi',
  },
  deleteDialog: {
    title: 'Goge kuɗin sufuri',
    submit: 'Goge kuɗin sufuri',
    explanation:
      'Ba za a sake ba sababbin sayayya isarwa daga <strong>{{hub}}</strong> zuwa <strong>{{state}}</strong> cikin {{currency}} ({{fee}} kan kowace lita) ba. Sayayyar da aka riga aka yi suna riƙe kuɗin da suke da shi.',
  },
} satisfies Catalogue<typeof en>;
