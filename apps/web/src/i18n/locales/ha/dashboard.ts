import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/dashboard.ts';

export default {
  title: 'Allon bayani',
  loadError: 'Ba mu iya loda waɗannan alƙaluma ba',
  loading: 'Ana lodawa...',
  thisMonth: '{{currency}}, wannan wata:',
  chartTitle: '{{currency}}: {{what}}',
  month: 'Wata',
  hub: 'Cibiya',
  count: {
    purchase_one: 'saye {{formatted}}',
    purchase_other: 'saye {{formatted}}',
    sale_one: 'ciniki {{formatted}}',
    sale_other: 'cinikai {{formatted}}',
    deposit_one: 'ajiyar kuɗi {{formatted}}',
    deposit_other: 'ajiyar kuɗi {{formatted}}',
    dispute_one: 'ƙorafi {{formatted}}',
    dispute_other: 'ƙorafe-ƙorafe {{formatted}}',
  },
  countLabel: {
    purchases: 'saye',
    sales: 'cinikai',
  },
  cards: {
    pending: 'Ana jira',
    completed: 'An kammala',
    inFulfilment: 'Ana isarwa',
    pendingSales: 'Cinikan da ake jira',
    onboarding: 'Masu rajista',
    pendingDeposits: 'Ajiyar kuɗi da ake jira',
    feeRevenue: 'Kuɗin sabis da aka samu',
    openDisputes: 'Ƙorafe-ƙorafe a buɗe',
    logisticsRevenue: 'Kuɗin sufuri da aka samu',
    tradedPerMonth: 'Ciniki a kowane wata',
    tradedPerHub: 'Ciniki a kowace cibiya, tun farko',
    latestActivity: 'Ayyukan baya-bayan nan',
  },
  links: {
    yourSales: 'Cinikanka',
    salesReport: 'Rahoton ciniki',
    review: 'Duba',
    checkReceipts: 'Duba rasit',
    transactions: 'Cinikai',
    resolve: 'Warware',
    logisticsFees: 'Kuɗin sufuri',
    auditTrail: 'Tarihin ayyuka',
    approveOrReject: 'Amince ko ƙi',
    allStock: 'Duk haja',
    inventories: 'Haja',
    sales: 'Cinikai',
    shortcuts: 'Hanyoyin gajarta',
  },
  offtaker: {
    wallet: 'Jakar kuɗi',
    latestTransactions: 'Cinikan baya-bayan nan',
    pendingEmpty: 'Babu sayen da ke jiran mai samarwa. Yi amfani da Sabon Ciniki don saya daga jeri.',
    completedChart: 'sayen da aka kammala a kowane wata',
    completedEmpty:
      'Ba a kammala wani saye ba a watanni shida da suka wuce. Ana ƙirga sayen da aka amince da su a nan kowane wata.',
    inFulfilmentEmpty:
      'Babu abin da ke kan hanya. Ana ƙirga sayen da aka amince da su a nan, da kuɗin da aka riƙe, har sai ka karɓi iskar gas.',
  },
  supplier: {
    pendingEmpty: 'Babu cinikin da ke jiran hukuncinka. Sabbin saye daga hajarka za su bayyana a nan.',
    completedChart: 'cinikan da aka amince a kowane wata',
    completedEmpty:
      'Ba a amince da wani ciniki ba a watanni shida da suka wuce. Ka riƙa sabunta farashinka da hajarka don a jera ka a kasuwa.',
    inFulfilmentEmpty:
      'Babu abin da ke kan hanya. Ana ƙirga cinikan da aka amince a nan har sai mai saye ya karɓi iskar gas kuma an biya ka.',
    stock: 'Haja',
    stockHint:
      'Litar da aka keɓe an riƙe su ne don cinikan da ake jira da waɗanda ake isarwa; abin da ke akwai kaɗai ake iya saya.',
    stockEmpty: 'Ƙirƙiri haja a shafin <link>Haja</link> ka ƙara hajar da aka amince don sayarwa.',
    inventoryAt: '{{product}} a {{hub}}',
    columns: {
      inventory: 'Haja',
      onHand: 'A hannu',
      reserved: 'An keɓe',
      available: 'Akwai',
    },
    wallet: 'Jakar kuɗi',
    walletHint:
      'Ana biyan cinikai a nan a lokacin kammala biya, bayan mai saye ya karɓi iskar gas, a cire kuɗin sabis na 1% da VAT ɗinsa.',
    latestSales: 'Cinikan baya-bayan nan',
  },
  admin: {
    onboardingEmpty:
      'Babu mai jiran amincewa. Sababbin masu rajista za su bayyana a nan bayan sun tabbatar da imel ɗinsu.',
    suppliers: 'Masu samarwa',
    offtakers: 'Masu saye',
    depositsEmpty:
      'Babu ajiyar kuɗi da ake jira. Sabbin ajiyar kuɗin masu saye za su bayyana a nan da rasit ɗinsu.',
    pendingSalesEmpty: 'Babu sayen da ke jiran mai samarwa.',
    inFulfilmentEmpty:
      'Babu abin da ake ɗauka ko isarwa. Ana ƙirga cinikan da aka amince a nan har a kammala biya.',
    tradedChart: 'ciniki a kowane wata',
    tradedEmpty: 'Ba a amince da wani ciniki ba a watanni shida da suka wuce.',
    hubEmpty: 'Ba a amince da wani ciniki ba tukuna: yawan kowace cibiya zai bayyana a nan.',
    hubChart: '{{currency}}: ciniki a kowace cibiya',
    activityEmpty: 'Babu abin da ya faru tukuna. Rajista, hukunci da cinikai za su bayyana a nan.',
    columns: {
      when: 'Yaushe',
      who: 'Wane ne',
      what: 'Me',
    },
    roles: {
      admin: 'Mai gudanarwa',
      client: 'Mai samarwa',
      customer: 'Mai saye',
      driver: 'Direba',
      system: 'Dandali',
      anonymous: 'Baƙo da ba a sani ba',
    },
  },
  energy: {
    traded: 'Makamashin da aka yi ciniki: <strong>{{mmbtu}}</strong> ({{litres}} L)',
    tradedWithout:
      'Makamashin da aka yi ciniki: <strong>{{mmbtu}}</strong> ({{litres}} L; an bar {{without}} L marasa ma’auni)',
  },
} satisfies Catalogue<typeof en>;
