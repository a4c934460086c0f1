import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/parties.ts';

export default {
  loading: 'Ana lodawa...',
  kinds: { supplier: 'Mai samarwa', offtaker: 'Mai saye' },
  columns: {
    name: 'Suna',
    type: 'Iri',
    createdOn: 'An ƙirƙira a',
    details: 'Cikakken bayani',
    email: 'Imel',
    status: 'Matsayi',
    company: 'Kamfani',
  },
  onboarding: {
    title: 'Masu rajista',
    description:
      'Masu samarwa da masu saye da suka tabbatar da adireshin imel ɗinsu kuma suna jiran hukuncinka, tsofaffi a farko. Buɗe ɗaya don duba bayanansa ka amince ko ka ƙi.',
    details: 'Cikakken bayani',
    detailsFor: 'Cikakken bayani game da {{name}}',
  },
  lists: {
    supplier: {
      title: 'Masu samarwa',
      intro: 'Masu haƙo da masu rarraba iskar gas da suka yi rajista a kasuwar, sababbi a farko.',
    },
    offtaker: {
      title: 'Masu saye',
      intro: 'Masana’antu, gidajen CNG da sauran masu saye da suka yi rajista a kasuwar, sababbi a farko.',
    },
  },
  details: {
    pageTitle: '{{name}} · Masu rajista',
    fallbackTitle: 'Bayanan rajista',
    loadError: 'Ba mu iya loda wannan rajistar ba',
    registration: 'Rajista',
    contacts: 'Masu hulɗa',
    contactsError: 'Ba mu iya loda masu hulɗar ba',
    notFound: 'Ba mu sami wannan rajistar ba',
    notFoundText: 'Adireshin ya kamata ya ambaci mai samarwa (s) ko mai saye (o) da lambar shaida.',
    prompt: 'Duba rajistar da masu hulɗarta, sannan ka amince ko ka ƙi ta.',
  },
  allows: {
    supplier: 'jera haja, ƙara haja da saka farashi',
    offtaker: 'cika jakar kuɗi da sayen iskar gas',
  },
  decision: {
    mailTo: ' Za mu aika wa {{email}} imel don sanarwa.',
    approveTitle: 'Amince da {{name}}?',
    approveExplanation: '{{name}} zai zama Mai aiki kuma zai iya fara ciniki: {{allows}}.{{mailTo}}',
    approve: 'Amince',
    approved: 'An amince da {{name}} kuma yanzu Mai aiki ne.',
    rejectTitle: 'Ƙi {{name}}?',
    rejectExplanation:
      'Rajistar za ta zama An ƙi: {{name}} ba zai ƙara iya shiga ba kuma duk zaman da ke buɗe zai ƙare.{{mailTo}}',
    reject: 'Ƙi',
    rejected: 'An ƙi {{name}}.',
  },
  statusNote: {
    Active: 'An amince da wannan rajistar: asusun yana aiki.',
    Rejected: 'An ƙi wannan rajistar.',
    Unconfirmed:
      'Wannan rajistar ba ta tabbatar da adireshin imel ɗinta ba tukuna; za a iya yanke hukunci bayan ta yi.',
    other: 'Matsayin wannan asusun: {{status}}. Babu abin da za a yanke hukunci a kai.',
  },
  standing: {
    mailTo: ' Za mu aika wa {{email}} dalilin ta imel.',
    suspendTitle: 'Dakatar da {{name}}?',
    suspendExplanation:
      '{{name}} zai zama An dakatar: za a fitar da shi nan take kuma ba zai iya shiga ba. Sayayyarsa da ke jiran amincewa, tayin sayensa da ke buɗe, da cinikan hajarsa da ke jiran amincewa, za a soke su a saki kuɗinsu; cinikan da aka amince suna nan.{{mailTo}}',
    suspend: 'Dakatar',
    suspended: 'An dakatar da {{name}}.',
    reinstateTitle: 'Maido da {{name}}?',
    reinstateExplanation:
      '{{name}} zai sake zama Mai aiki kuma zai iya shiga ya yi ciniki. Sayayyar da dakatarwar ta soke za su kasance a soke.{{mailTo}}',
    reinstate: 'Maido',
    reinstated: 'An maido da {{name}} kuma yanzu Mai aiki ne.',
    reason: 'Dalili',
    reasonHint:
      'Ana rubuta shi a tarihin ayyuka kuma a aika wa kamfanin ta imel (haruffa {{max}} a mafi yawa).',
    activeNote:
      'Wannan asusun yana aiki. Dakatar da shi don tsayar da cinikinsa da kawo ƙarshen zamansa nan take.',
    suspendedNote: 'An dakatar da wannan asusun: ba zai iya shiga ba. Maido da shi don ya sake yin ciniki.',
  },
} satisfies Catalogue<typeof en>;
