import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/financials.ts';

export default {
  title: 'Hasashen Kuɗi',
  intro:
    'Shirin shekaru biyar na kasuwar: mambobi, yawan ciniki, kuɗin sabis da kuɗin hanyar sufuri. Duk adadin kuɗi a dalar Amurka suke.',
  year: 'Shekara',
  yearN: 'Shekara ta {{year}}',
  membership: {
    title: 'Mambobi',
    note: 'Rabin mambobi na musamman ne ($10,000 a shekara) rabi kuma na yau da kullum ($5,000 a shekara): a matsakaici {{average}} kowane mamba.',
    members: 'Mambobi',
    premium: 'Na musamman',
    standard: 'Na yau da kullum',
    revenue: 'Kuɗin shiga daga mambobi',
  },
  volume: {
    title: 'Yawan ciniki',
    note: 'Iskar gas da aka yi ciniki a kasuwar, a miliyoyin ƙafafun cubic na yau da kullum a kowace rana.',
    column: 'Yawa (mmscfd)',
  },
  growth: {
    title: 'Ci gaba a taƙaice',
    note: 'Teburorin mambobi da yawan ciniki na sama, a zane.',
    loading: 'Ana lodawa zane-zane',
    membersTitle: 'Mambobi a kowace shekara',
    members: 'Mambobi',
    volumeTitle: 'Yawan ciniki a kowace shekara (mmscfd)',
    volumeValue: '{{year}} {{volume}} mmscfd',
    summary: '{{title}}: {{summary}}',
  },
  fees: {
    title: 'Hasashen kuɗin sabis',
    item: 'Abu',
    assumption: 'Hasashe',
    basis: 'Tushe',
    rows: {
      transactionFee: {
        item: 'Kuɗin sabis na ciniki',
        value: '1% na darajar ciniki',
        basis: 'Tushen $2.50 kowace MMBtu',
      },
      logisticsFee: {
        item: 'Kuɗin sufuri',
        value: '$0.50 kowace MMBtu',
        basis: 'A kan iskar gas da kasuwar ta isar',
      },
      physicalDelivery: {
        item: 'Isarwa ta zahiri',
        value: '50% na yawa',
        basis: 'Rabon yawan cinikin da ke buƙatar isarwa',
      },
      premium: { item: 'Mamba na musamman', value: '$10,000 a shekara', basis: 'Rabin mambobi' },
      standard: { item: 'Mamba na yau da kullum', value: '$5,000 a shekara', basis: 'Rabin mambobi' },
    },
  },
  costs: {
    title: 'Kashe kuɗi da kuɗaɗe',
    capitalCost: 'Kuɗin jari',
    amount: 'Adadin kuɗi',
    trucks: 'Manyan motocin CNG {{count}} a {{unit}} kowacce',
    depots: 'Ma’ajiyar ajiya {{count}}',
    total: 'Jimillar kuɗin jari',
    financeTable: 'Hasashen kuɗaɗe',
    assumption: 'Hasashe',
    value: 'Ƙima',
    rows: {
      depreciation: { item: 'Ragin daraja', value: '10% a shekara' },
      tax: { item: 'Harajin kamfani', value: '30%' },
      inflation: { item: 'Hauhawar farashi', value: '5% a shekara' },
      breakEven: { item: 'Daidaita riba da asara', value: 'Kusan shekaru 2.5' },
      year5Revenue: { item: 'Jimillar kuɗin shiga na shekara ta 5', value: '$15,937,500' },
    },
  },
  disclaimer: 'Waɗannan hasashen tsari ne, ba annabta ba ko tayin hannun jari.',
} satisfies Catalogue<typeof en>;
