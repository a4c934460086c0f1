import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/rates.ts';

export default {
  title: 'Farashin Rana',
  intro:
    'Farashin kowace rana matsakaicin farashi ne, bisa yawa, na cinikin da aka kammala biya daga 18:00 lokacin Legas na ranar da ta gabata zuwa 18:00 na ranar, bisa cibiya, samfur, kwangila da kuɗi, ana wallafa shi a 18:00. Farashin da ya samu daga ciniki ƙasa da {{min}} ana masa alama na kimantawa.',
  downloadRates: 'Sauke farashin (CSV)',
  downloadTrades: 'Sauke tarihin ciniki (CSV)',
  marketData: 'Bayanan Kasuwa',
  loading: 'Ana lodawa...',
  loadError: 'Ba mu iya loda farashin rana ba',
  tryLater: '{{message}} Sake gwadawa nan ba da daɗewa ba.',
  none: 'Ba a wallafa wani farashi ba a cikin kwanaki 90 da suka gabata. Farashin rana yana bayyana a 18:00 lokacin Legas idan an kammala biyan ciniki a ranar.',
  market: 'Kasuwa',
  marketDescription: 'Cibiya, samfur, kwangila da kuɗi',
  spot: 'Nan take',
  indicative: 'Na kimantawa',
  unit: { liter: 'lita' },
  latest_one: 'a kowace {{unit}}, {{day}} (ciniki {{count}})',
  latest_other: 'a kowace {{unit}}, {{day}} (ciniki {{count}})',
  summary_one:
    '{{market}}: farashin rana {{count}} a kowace {{unit}}, na ƙarshe {{latest}} a {{day}}, mafi ƙaranci {{lowest}}, mafi girma {{highest}}.',
  summary_other:
    '{{market}}: farashin rana {{count}} a kowace {{unit}}, na ƙarshe {{latest}} a {{day}}, mafi ƙaranci {{lowest}}, mafi girma {{highest}}.',
  table: {
    label: 'Farashin rana: {{market}}',
    day: 'Rana',
    ratePer: 'Farashi a kowace {{unit}}',
    volume: 'Yawa',
    litres: '{{volume}} L',
    trades: 'Ciniki',
  },
} satisfies Catalogue<typeof en>;
