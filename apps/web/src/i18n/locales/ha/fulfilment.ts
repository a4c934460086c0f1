import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/fulfilment.ts';

// Cikar ciniki: sashin da ke shafin ciniki, lambar isarwa ta mai saye, ayyukan masu gudanarwa,
// da shafukan Ƙorafe-ƙorafe da Asara.
export default {
  section: {
    title: 'Cikar ciniki',
    loadError: 'Ba mu iya samo bayanan cikar ciniki ba',
    timeline: 'Tarihin matakai',
    timelineLabel: 'Tarihin matakan cikar ciniki',
    timelineEmpty: 'Cikar ciniki na farawa idan mai samarwa ya amince da sayen.',
  },
  terms: {
    collection: 'Ɗauka a cibiyar {{hub}}',
    delivery: 'Isarwa zuwa {{site}}, {{address}}, {{lga}}, {{state}}',
    deliveryNoSite: 'Isarwa zuwa wurin mai saye',
  },
  events: {
    startCollection: 'An amince: a shirye take don ɗauka a cibiya',
    startDelivery: 'An amince: ana jiran aikawa',
    scheduleCollection: 'An sanya lokacin lodi',
    scheduleDelivery: 'An tsara: babbar mota, direba da lokacin lodi',
    loadCollection: 'An ɗauka a cibiya (an rubuta tikitin mita)',
    loadDelivery: 'An yi lodi a cibiya (an rubuta tikitin mita)',
    depart: 'An bar cibiya: tana kan hanya',
    deliver: 'An isar: an ba da lambar mai saye',
    accept: 'Mai saye ya karɓa',
    autoAccept: 'An karɓa: lokacin karɓa ya wuce',
    dispute: 'Mai saye ya yi ƙorafi',
    resolve: 'Masu gudanarwa sun warware ƙorafin',
    settle: 'An kammala biya',
    cancel: 'An soke',
    reissueCode: 'An ba da sabuwar lambar isarwa',
    refundUndelivered: 'An mayar da dukan kuɗin: ba a isar da iskar gas da aka loda ba',
  },
  rows: {
    status: 'Matsayin cikar ciniki',
    startsOnApproval: 'Zai fara idan an amince',
    terms: 'Sharuɗɗa',
    receivingContact: 'Wanda zai karɓa',
    ordered: 'An yi oda',
    loaded: 'An loda',
    collected: 'An ɗauka',
    delivered: 'An isar',
    accepted: 'An karɓa',
    feeHeld: 'Kuɗin sufuri da aka riƙe',
    feeCharged: 'Kuɗin sufuri da aka caja',
    paidToYourWallet: 'An biya zuwa jakar kuɗinka',
    paidToSupplier: 'An biya mai samarwa',
    platformFee: 'Kuɗin sabis na dandali (1%)',
    platformFeeVat: 'VAT kan kuɗin sabis na dandali',
    releasedToYourWallet: 'An mayar zuwa jakar kuɗinka',
    releasedToBuyer: 'An saki ga mai saye',
    dispatchDue: 'A aika kafin',
    decideBy: 'Karɓa ko yi ƙorafi kafin',
    disputeReason: 'Dalilin ƙorafi',
    resolution: 'Hukuncin masu gudanarwa',
    settledOn: 'Ranar kammala biya',
  },
  code: {
    region: 'Lambar isarwarka',
    title: 'Lambar isarwarka',
    label: 'Lambar isarwa',
    loading: 'Ana lodawa...',
    locked:
      'An gwada lambobi marasa kyau da yawa: an kulle wannan isarwa har sai masu gudanarwa sun ba ka sabuwar lamba.',
    used: 'An yi amfani da lambar: an miƙa iskar gas ɗin.',
    warningDelivery:
      'Ka ba direba ita kaɗai lokacin da aka kawo iskar gas wurinka, bayan ka duba yawan: ita ce shaidar isarwarka. Kada ka faɗa ta a waya ko a saƙo kafin lokacin.',
    warningCollection:
      'Ka ba da ita a ƙofar cibiya kaɗai lokacin da motarka ta ɗauki iskar gas: ita ce shaidar isarwarka. Kada ka faɗa ta a waya ko a saƙo kafin lokacin.',
  },
  buyer: {
    dispute: 'Ƙorafi',
    accept: 'Karɓa',
    windowDelivered:
      'An isar da lita {{quantity}}. Karɓa, ko yi ƙorafi da dalili kafin <date></date>; idan babu amsa, za a ɗauka an karɓa a lokacin.',
    windowCollected:
      'An ɗauki lita {{quantity}}. Karɓa, ko yi ƙorafi da dalili kafin <date></date>; idan babu amsa, za a ɗauka an karɓa a lokacin.',
    windowDeliveredOpen:
      'An isar da lita {{quantity}}. Karɓa, ko yi ƙorafi da dalili; idan babu amsa, za a ɗauka an karɓa.',
    windowCollectedOpen:
      'An ɗauki lita {{quantity}}. Karɓa, ko yi ƙorafi da dalili; idan babu amsa, za a ɗauka an karɓa.',
    lateTitle: 'An makara wajen aikawa',
    late: 'Ba a loda wannan saye ba kafin <date></date>. Kana iya soke shi: {{held}} zai koma jakar kuɗinka.',
    cancelPurchase: 'Soke saye',
    acceptTitle: 'Karɓi {{reference}}?',
    acceptExplanation:
      'Ka karɓi lita {{quantity}}: za a biya {{supplier}} {{goods}}; ragowar {{held}} da aka riƙe za ta koma jakar kuɗinka. Ba za a iya sauya wannan ba.',
    acceptExplanationWithFee:
      'Ka karɓi lita {{quantity}}: za a biya {{supplier}} {{goods}}, a kuma biya {{fee}} na sufuri; ragowar {{held}} da aka riƙe za ta koma jakar kuɗinka. Ba za a iya sauya wannan ba.',
    acceptSuccess: 'An karɓa: an kammala biyan {{reference}}.',
    disputeTitle: 'Ƙorafi kan {{reference}}',
    disputeSuccess:
      'An yi ƙorafi: masu gudanarwa za su duba. Kuɗinka za su ci gaba da zama a riƙe kafin nan.',
    disputeExplanation:
      'Faɗi abin da ba daidai ba (yawan ya gaza, inganci, babu abin da ya iso). Masu gudanarwa za su biya kan yawan da aka isar, ko wani sashi, ko su mayar maka da kuɗinka; kafin nan ba a biya komai ba.',
    reason: 'Dalili',
    cancelTitle: 'Soke {{reference}}?',
    cancelExplanation:
      'Ba a loda komai a kan lokaci ba. Za a mayar da {{held}} zuwa jakar kuɗinka, hajar kuma ta koma wurin {{supplier}}. Ba za a iya sauya wannan ba.',
    cancelSuccess: 'An soke: an mayar da {{held}} zuwa jakar kuɗinka ta {{currency}}.',
  },
  operator: {
    disputesDelivery: '{{buyer}} ya yi ƙorafi kan wannan isarwa: “{{reason}}”',
    disputesCollection: '{{buyer}} ya yi ƙorafi kan wannan ɗauka: “{{reason}}”',
    resolveDispute: 'Warware ƙorafi',
    lockedDelivery:
      'Lambobin isarwa marasa kyau sun yi yawa: an kulle wannan isarwa har sai mai saye ya samu sabuwar lamba.',
    lockedCollection:
      'Lambobin isarwa marasa kyau sun yi yawa: an kulle wannan ɗauka har sai mai saye ya samu sabuwar lamba.',
    issueCode: 'Ba da sabuwar lamba',
    notLoaded: 'Ba a loda ba tukuna: masu gudanarwa na iya soke wannan ciniki su saki duk abin da aka riƙe.',
    cancelSale: 'Soke ciniki',
    cancelTitle: 'Soke {{reference}}',
    cancelSubmit: 'Soke cinikin',
    cancelSuccess: 'An soke {{reference}}: an saki {{held}} ga {{buyer}}.',
    cancelExplanation:
      'Ba a loda komai ba. {{held}} da aka riƙe zai koma jakar kuɗin {{buyer}}, lita {{quantity}} kuma su koma hajar {{supplier}}; za a saki lokacin lodi da babbar motar da aka tanada. Za a aika wa kamfanonin biyu dalilin ta imel. Ba za a iya sauya wannan ba.',
    reason: 'Dalili',
    resolveTitle: 'Warware ƙorafi kan {{reference}}',
    reissueTitle: 'Sabuwar lambar isarwa don {{reference}}?',
    reissueExplanation:
      '{{buyer}} zai samu sabuwar lamba ta imel da kuma a shafin sayen; tsohuwar za ta daina aiki, kullewar kuma za ta buɗe.',
    reissueSuccess: 'An ba mai saye sabuwar lamba.',
    notArriving:
      'An loda a motar dandalin. Idan ba za ta isa ba (motar ta ɓace, an ƙi iskar gas), masu gudanarwa na iya mayar wa mai saye dukan kuɗinsa.',
    refundUndelivered: 'Mayar da kuɗi: ba a isar ba',
    refundTitle: 'Mayar da kuɗin {{reference}}: ba a isar ba',
    refundSubmit: 'Mayar da dukan kuɗin',
    refundSuccess: 'An mayar da kuɗin {{reference}}: an saki {{held}} ga {{buyer}}.',
    refundExplanation:
      'Za a mayar da {{held}} da aka riƙe cikin jakar kuɗin {{buyer}}; ba za a biya {{supplier}} komai ba. Lita {{loaded}} da aka loda za su fita daga haja a rubuta su a matsayin asarar hanya a ƙarƙashin Sufuri > Asara. Za a aika wa ɓangarorin biyu dalilin ta imel. Ba za a iya sauya wannan ba.',
  },
  resolve: {
    submit: 'Warware',
    successSettled: 'An warware: an kammala biyan {{reference}}.',
    successRefunded: 'An warware: an soke {{reference}}, an mayar da kuɗi.',
    explanation:
      '{{buyer}} ya yi ƙorafi kan lita {{quantity}} da aka karɓa: “{{reason}}”. An riƙe {{held}}. Kammala biya na biyan {{supplier}} kan yawan da aka amince (ban da 1%) da kuɗin sufuri kan yawan da aka isar, sannan ya saki ragowar; mayar da kuɗi na sakin duka.',
    outcome: 'Sakamako',
    outcomes: {
      settleDelivered: 'Biya kan yawan da aka isar',
      settlePart: 'Biya kan wani sashi',
      refundAll: 'Mayar da duka kuɗin',
    },
    quantity: 'Yawan da za a biya',
    quantityHint: 'Cikakkun lita, kada ya wuce {{max}}',
    note: 'Bayani',
    noteHint: 'Dalili: za a rubuta shi a tarihin matakai, a aika wa kamfanonin biyu',
    errors: {
      outcome: 'Zaɓi sakamako',
      noteRequired: 'Dole a rubuta bayani',
      noteTooLong: 'Bayanin ba zai wuce haruffa 1000 ba',
      quantityRequired: 'Dole a rubuta yawa',
      quantityWhole: 'Yawa dole ya zama cikakkun lita',
      quantityMax: 'Yawa ba zai wuce {{max}} ba',
    },
  },
  losses: {
    title: 'Asara',
    description:
      'Iskar gas da aka loda amma ba a isar ba, ko aka isar mai saye ya ƙi karɓa: ta fita daga haja, babu wanda ya biya ta. Gano abin da ya faru, ka warware kowace da bayani.',
    noneOpen: 'Babu wadda ke buɗe.',
    someOpen: '{{open}} na buɗe.',
    kinds: {
      transit: 'Ta ɓace a hanya',
      refused: 'An ƙi karɓa a isarwa',
    },
    what: {
      transit: '{{quantity}} na {{product}} ya ɓace a hanya ({{reference}}, {{hub}})',
      refused: '{{quantity}} na {{product}} an ƙi karɓa a isarwa ({{reference}}, {{hub}})',
    },
    resolveOf: {
      transit: 'Warware asarar hanya ta {{reference}}',
      refused: 'Warware iskar gas da aka ƙi ta {{reference}}',
    },
    resolved: {
      transit: 'An warware: an rufe asarar hanya ta {{reference}}.',
      refused: 'An warware: an rufe iskar gas da aka ƙi ta {{reference}}.',
    },
    explanation:
      "{{what}}. Faɗi abin da aka yi game da ita (da'awar inshora, dawo da ita, ko soke ta a lissafi): bayanin zai kasance tare da asarar da cikin tarihin ayyuka, kuma ba za a iya sake buɗe asarar ba.",
    resolve: 'Warware',
    submit: 'Warware asara',
    note: 'Bayani',
    columns: {
      status: 'Matsayi',
      kind: 'Iri',
      quantity: 'Yawa',
      product: 'Samfur',
      hub: 'Cibiya',
      recorded: 'An rubuta',
      resolution: 'Hukunci',
      actions: 'Ayyuka',
    },
  },
  disputes: {
    title: 'Ƙorafe-ƙorafe',
    description:
      'Sayayyar da mai saye ya yi ƙorafi kan iskar gas da aka isar ko aka ɗauka. Buɗe ɗaya don karanta dalilin ka warware shi: biya kan yawan da aka isar, biya kan wani sashi, ko mayar da duka kuɗin. Ba a biyan komai sai ka yi haka.',
    columns: {
      offtaker: 'Mai saye',
      supplier: 'Mai samarwa',
      product: 'Samfur',
      hub: 'Cibiya',
      terms: 'Sharuɗɗa',
      quantity: 'Yawa',
      amount: 'Adadin kuɗi',
      placedOn: 'Ranar saye',
    },
    delivery: 'Isarwa',
    collection: 'Ɗauka a cibiya',
  },
} satisfies Catalogue<typeof en>;
