import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/catalogue.ts';

export default {
  title: 'Samfura',
  intro:
    'Samfuran iskar gas da masu samarwa za su iya riƙewa su sayar. Danna matsayi don sauya shi tsakanin Mai aiki da Ba ya aiki; samfurin da ba ya aiki ba ya karɓar sabuwar haja kuma ba a nuna shi.',
  newProduct: 'Sabon Samfur',
  statusError: 'Ba mu iya canza matsayin ba',
  statuses: { Active: 'Mai aiki', Inactive: 'Ba ya aiki' },
  toggleLabel: '{{status}}: mayar da {{name}} {{other}}',
  toggleTitle: 'Mayar {{other}}',
  nowStatus: '{{name}} yanzu {{status}} ne',
  deleted: 'An goge {{name}}',
  unitNames: { Liters: 'Lita' },
  columns: {
    name: 'Suna',
    unit: 'Ma’auni',
    status: 'Matsayi',
    createdOn: 'An ƙirƙira a',
    actions: 'Ayyuka',
  },
  actions: {
    units: 'Ma’aunai',
    unitsLabel: 'Ma’aunan {{name}}',
    vat: 'VAT',
    vatLabel: 'Adadin VAT na {{name}}',
    delete: 'Goge',
    deleteLabel: 'Goge {{name}}',
  },
  create: {
    submit: 'Ƙirƙiri samfur',
    success: 'An ƙara samfurin a kundin samfura',
    selectUnit: 'Zaɓi ma’auni',
  },
  remove: {
    title: 'Goge samfur',
    text: 'Za a cire <strong>{{name}}</strong> daga kundin samfura. Ba za a iya goge samfurin da wani mai samarwa ke riƙe da shi a haja ba; mayar da shi Ba ya aiki a maimakon haka.',
  },
  vat: {
    title: 'Adadin VAT na {{name}}',
    theProduct: 'samfurin',
    submit: 'Ajiye adadi',
    success:
      'An ajiye adadin VAT na {{name}}; takardun kuɗin cinikan da aka kammala biya daga yanzu za su buga shi',
    text: 'VAT ɗin da ke cikin farashin <strong>{{name}}</strong>, ana buga shi a kowane layin takardar kuɗin ciniki. 0 yana nufin babu VAT, kamar yadda iskar gas take a asali.',
    rate: 'Adadin VAT (%)',
    hint: '0 zuwa 100, wurare biyu bayan digo a mafi yawa. Takardun kuɗin da aka riga aka bayar suna riƙe da adadin da aka bayar da su.',
    loadError: 'Ba mu iya loda adadin VAT ba',
  },
  units: {
    title: 'Ma’aunan {{name}}',
    submit: 'Ajiye ma’aunai',
    success: 'Yanzu ana iya nuna {{name}} a scm, kg da MMBtu',
    text: 'Nawa ne lita ɗaya ta <strong>{{name}}</strong>. Yawanci: LNG {{lngScm}} scm, {{lngKg}} kg, {{lngMmbtu}} MMBtu; CNG a 200 bar, kowace litar silinda, {{cngScm}} scm, {{cngKg}} kg, {{cngMmbtu}} MMBtu.',
    hint: 'Har zuwa wurare 9 bayan digo. Ciniki, haja da farashi suna kasancewa a lita; waɗannan suna canza abin da ake nunawa kaɗai.',
    loadError: 'Ba mu iya loda ma’aunan ba',
    scmPerLitre: 'scm kowace lita',
    kgPerLitre: 'kg kowace lita',
    mmbtuPerLitre: 'MMBtu kowace lita',
  },
} satisfies Catalogue<typeof en>;
