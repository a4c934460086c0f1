import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/bids.ts';

export default {
  loading: 'Ana lodawa...',
  terms: {
    delivery: 'Isarwa zuwa {{state}}',
    deliveryToSite: 'Isarwa zuwa wurin isarwa',
    collection: 'Ɗauka a cibiya',
  },
  columns: {
    reference: 'Lambar shaida',
    product: 'Samfur',
    hub: 'Cibiya',
    contract: 'Kwangila',
    limitPrice: 'Iyakar farashi',
    remaining: 'Saura',
    remainingOf: 'cikin {{quantity}}',
    terms: 'Sharuɗɗa',
    validUntil: 'Yana aiki har',
    held: 'An riƙe',
    yourStock: 'Hajarka a can',
    actions: 'Ayyuka',
  },
  pricePerUnit: '{{price}}/{{unit}}',
  open: {
    title: 'Tayin saye a buɗe',
    description:
      'Tayin saye na masu saye don samfuranka a cibiyoyinka, mafi kyawun farashi a farko. Sayarwa cikin ɗaya yana yin ciniki da aka karɓa a farashin tayin, wanda ke shiga isarwa; an riga an riƙe kuɗinsa.',
    sell: 'Sayar',
    sellInto: 'Sayar cikin {{reference}}',
    noStock: 'Babu haja a wannan cibiya',
    sold: 'An sayar. An karɓi cinikin kuma ya shiga isarwa: za ka same shi a shafin Cinikanka.',
    summary:
      '{{reference}}: {{product}} a {{hub}}, {{contract}}, {{terms}}, a {{price}} kowace lita. Saura {{remaining}}; kana da {{available}} a {{hub}}.',
    quantity: 'Yawa (lita)',
    paid: 'Za a biya ka {{worth}} a cire kuɗin sabis a lokacin kammala biya',
  },
  own: {
    title: 'Tayin saye',
    description:
      'Tayin sayenka: masu samarwa suna sayarwa cikinsu a iyakar farashinka. Kowane ciniki daga tayi yana shafin Cinikanka.',
    postBid: 'Saka tayin saye',
    table: 'Tayin sayenka',
    posted:
      'Tayin sayenka a buɗe yake. An riƙe adadin kuɗinsa a jakar kuɗinka har sai an cika shi, an soke shi ko ya ƙare.',
    intro:
      'Masu samarwa da ke da haja a cibiyar za su iya sayarwa cikin tayinka, duka ko wani ɓangare, a iyakar farashinka; ana karɓar kowane ciniki nan take kuma yana shiga isarwa. Ana riƙe kuɗin hajar a iyakar farashi (da kuɗin sufuri na isarwa) daga jakar kuɗinka yanzu; ana sakin abin da ya rage idan ka soke ko tayin ya ƙare.',
    product: 'Samfur',
    chooseProduct: 'Zaɓi samfur',
    hub: 'Cibiya',
    chooseHub: 'Zaɓi cibiya',
    quantity: 'Yawa (lita)',
    contract: 'Kwangila',
    currency: 'Kuɗin ƙasa',
    limitPrice: 'Iyakar farashin kowace lita',
    deliverySite: 'Wurin isarwa',
    validUntil: 'Yana aiki har',
    validUntilHint: 'Tayin yana rufewa a ƙarshen wannan rana (lokacin Lagos)',
    summary: 'Abin da tayin ke riƙewa yanzu',
    logisticsFeePerLitre: 'Kuɗin sufuri kowace lita',
    quoting: 'Ana lissafawa...',
    heldNow: 'Ana riƙewa yanzu',
    heldNowDelivery: 'Lita {{quantity}} × ({{price}} iyakar farashi + {{fee}} kuɗin sufuri)',
    heldNowCollection: 'Lita {{quantity}} × {{price}} iyakar farashi',
    waitForFee: 'Ba a lissafa kuɗin sufuri ba tukuna: jira har ya bayyana, sannan ka saka tayin',
    spot: 'Nan take',
    cancel: 'Soke',
    cancelLabel: 'Soke {{reference}}',
    cancelTitle: 'Soke tayin saye',
    cancelExplanation:
      'Abin da ya rage na {{reference}} (lita {{remaining}}, an riƙe {{held}}) za a soke shi kuma a saki kuɗin zuwa jakar kuɗinka. Cinikan da aka riga aka yi daga gare shi suna ci gaba.',
    cancelled: 'An soke {{reference}}.',
  },
} satisfies Catalogue<typeof en>;
