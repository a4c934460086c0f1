import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/inventory.ts';

export default {
  loading: 'Ana lodawa...',
  inventoryAt: '{{product}} a {{hub}}',
  fields: {
    inventory: 'Haja',
    product: 'Samfur',
    hub: 'Cibiya',
    logisticsHub: 'Cibiyar sufuri',
    quantity: 'Yawa',
    available: 'Akwai',
    amount: 'Adadin kuɗi',
    currency: 'Kuɗin ƙasa',
    createdOn: 'An ƙirƙira a',
    processedOn: 'An aiwatar a',
    status: 'Matsayi',
    flow: 'Hanya',
    category: 'Rukuni',
    actions: 'Ayyuka',
    unit: 'Ma’auni',
    quantityOnHand: 'Yawan da ke hannu',
    month: 'Wata',
    deliveryMonth: 'Watan isarwa',
  },
  flows: { In: 'Shigowa', Out: 'Fita' },
  categories: { Supply: 'Kawowa', Sale: 'Ciniki' },
  unitNames: { Liters: 'Lita' },
  filters: {
    allInventories: 'Duk haja',
  },
  inventories: {
    title: 'Haja',
    description: 'Hajarka ta kowane samfur a kowace cibiyar sufuri. Buɗe ɗaya don ƙara haja da saka farashi.',
    newInventory: 'Sabuwar Haja',
  },
  newInventory: {
    submit: 'Ƙirƙiri haja',
    success: 'An ƙirƙiri hajar. Ƙara haja da farashi don a nuna ta a kasuwa.',
    intro: 'Haja ita ce yawan samfur ɗaya da kake da shi a cibiyar sufuri ɗaya.',
    loadError: 'Ba mu iya loda zaɓuɓɓukan ba',
    selectProduct: 'Zaɓi samfur',
    selectHub: 'Zaɓi cibiya',
    noProducts: 'Babu samfur mai aiki a kundin samfura tukuna.',
    activeOnly: 'Samfura masu aiki kaɗai aka jera.',
    hubHint: 'Inda iskar gas ɗin take.',
    hubOption: '{{name}} ({{state}})',
  },
  manage: {
    title: 'Sarrafa Haja',
    back: '← Haja',
    since: '{{name}} · tun <date/>',
    loadError: 'Ba mu iya loda wannan hajar ba',
    summary: 'Taƙaitaccen bayanin haja',
    latestTransactions: 'Cinikan baya-bayan nan',
    latestStock: 'Haja ta baya-bayan nan',
    addStock: 'Ƙara Haja',
    allStock: 'Duk layukan hajar nan',
    latestPrices: 'Farashin baya-bayan nan',
    newPrice: 'Sabon Farashi',
    allPrices: 'Duk farashin hajar nan',
    priceHistory: 'Tarihin farashi',
  },
  stock: {
    approve: 'Amince',
    reject: 'Ƙi',
  },
  stocks: {
    title: 'Haja',
    description:
      'Duk layukan hajarka, sababbi a farko. Amince ko ƙi kawowar da ke jira da ka rubuta; layukan ciniki suna kammaluwa tare da sayensu.',
  },
  prices: {
    title: 'Farashi',
    description:
      'Duk farashin da ka saka, sababbi a farko. Sabon farashin haja a kowane kuɗin ƙasa shi ne ake nunawa a kasuwa.',
  },
  addStock: {
    title: 'Ƙara Haja',
    submit: 'Ƙara haja',
    success: 'An ƙara layin haja a matsayin Ana jira. Amince da shi don a ƙara shi a yawan da ke hannu.',
    intro:
      'Iskar gas da aka karɓa cikin {{inventory}}. Za a ƙidaya ta a yawan da ke hannu da zarar ka amince.',
    quantity: 'Yawa ({{unit}})',
  },
  decide: {
    approveTitle: 'Amince da haja',
    rejectTitle: 'Ƙi haja',
    approved: 'An amince: an ƙara {{quantity}} a yawan da ke hannu',
    rejected: 'An ƙi layin hajar',
    approveText: 'Za a ƙara {{quantity}} a yawan da ke hannu kuma za a iya nuna shi a kasuwa.',
    approveTextOf:
      'Za a ƙara {{quantity}} a yawan da ke hannu na {{inventory}} kuma za a iya nuna shi a kasuwa.',
    rejectText: 'Za a yi wa wannan layin na {{quantity}} alamar An ƙi; yawan da ke hannu ba zai canza ba.',
    rejectTextOf:
      'Za a yi wa wannan layin na {{quantity}} alamar An ƙi; yawan da ke hannu na {{inventory}} ba zai canza ba.',
    final: 'Ba za a iya janye wannan ba.',
  },
  newPrice: {
    title: 'Sabon Farashi',
    submit: 'Saka farashi',
    success: 'Sabon farashin shi ne farashin yanzu a kuɗin ƙasarsa.',
    intro:
      'Farashin kowace {{unit}} na {{inventory}}. Sabon farashi a kowane kuɗin ƙasa shi ne ake nunawa a kasuwa.',
    selectCurrency: 'Zaɓi kuɗin ƙasa',
    amountPer: 'Adadin kuɗi kowace {{unit}}',
    amountHint: 'Da {{currency}}, misali {{example}}',
  },
  forward: {
    title: 'Watannin isarwa',
    newMonthPrice: 'Sabon Farashin Wata',
    intro:
      'Kwangilar gaba: masu saye za su iya saya a wannan wata da watanni uku masu zuwa a waɗannan farashin, don isarwa cikin watan. Watan da ba shi da farashi ba a nuna shi.',
    loadError: 'Ba mu iya loda farashin watanni ba',
    table: 'Farashin watannin isarwa',
    notPriced: 'Babu farashi',
    price: 'Farashi',
    priceMonth: 'Saka farashin {{contract}}',
    submit: 'Saka farashin wata',
    success: 'Masu saye yanzu suna ganin farashin wannan wata a matsayin kwangilarsa.',
    intro2:
      'Farashin kowace {{unit}} na {{inventory}} don isarwa cikin wata ɗaya. Masu saye suna biyan shi gaba ɗaya kuma ana keɓe hajar idan sun saya; farashin Nan take bai canza ba.',
    selectMonth: 'Zaɓi wata',
  },
  history: {
    loadError: 'Ba mu iya loda tarihin farashi ba: {{message}}',
    empty: 'Tarihin zai bayyana a nan da zarar ka saka farashi na farko.',
    perUnit: '{{currency}} kowace {{unit}}',
    table: 'Tarihin farashi na {{currency}}',
    pricePer: 'Farashin kowace {{unit}}',
    summary_one:
      'Tarihin farashi na {{currency}}: farashi {{count}}, na ƙarshe {{latest}}, mafi ƙanƙanta {{lowest}}, mafi girma {{highest}}.',
    summary_other:
      'Tarihin farashi na {{currency}}: farashi {{count}}, na ƙarshe {{latest}}, mafi ƙanƙanta {{lowest}}, mafi girma {{highest}}.',
  },
} satisfies Catalogue<typeof en>;
