import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/markets.ts';

export default {
  title: 'Bayanan Kasuwa',
  intro:
    'Tayin yau a kasuwar bisa yanki, kwangila da wurin isarwa. Tayin saye da tayin sayarwa suna jera kowane farashi da ake bayarwa, ɗaya a kowane layi. Farashin da aka kammala ciniki a kai, rana bayan rana, suna kan <anchor>Farashin Rana</anchor>.',
  asOf: 'Farashi har zuwa {{time}} (lokacin Legas)',
  spot: 'Nan take',
  columns: {
    region: 'Yanki',
    contract: 'Kwangila',
    deliveryPoint: 'Wurin Isarwa',
    product: 'Samfur',
    quantity: 'Yawa',
    buy: 'Tayin Saye',
    sell: 'Tayin Sayarwa',
    deliveryDays: 'Kwanakin Isarwa',
  },
  units: {
    showIn: 'Nuna a',
    converted: 'An canza daga lita da ma’aunan kowane samfur da kasuwar ta saita; ana ciniki a lita.',
  },
} satisfies Catalogue<typeof en>;
