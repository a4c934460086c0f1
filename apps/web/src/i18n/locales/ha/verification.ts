import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/verification.ts';

export default {
  fields: {
    rcNumber: 'Lambar RC ta CAC',
    tin: 'TIN',
    licenceNumber: 'Lambar lasisin NMDPRA',
    licenceExpiry: 'Ranar ƙarewar lasisi',
  },
  documents: {
    cac_certificate: 'Takardar shaidar CAC',
    nmdpra_licence: 'Lasisin NMDPRA',
  },
  page: {
    title: 'Bayanan kasuwanci',
    loadFailed: 'Ba mu iya loda bayanan kasuwancinka ba',
    businessDetails: 'Bayanan kasuwanci',
    certificates: 'Takardun shaida',
    validThrough: 'Lasisi yana aiki har zuwa {{date}}.',
    saveFailed: 'Ba mu iya ajiye bayanan kasuwancinka ba',
    saved: 'An ajiye bayanan kasuwancinka.',
    rcNumberHint:
      'Kamar yadda yake a takardar shaidar CAC ɗinka, misali RC 1234567 (BN ko IT don sunayen kasuwanci da amintattu)',
    tinHint: '12345678-0001, ko TIN na JTB mai lambobi 10',
    licenceNumberHint: 'Lasisin NMDPRA ɗinka na sayar da iskar gas, misali NMDPRA/DS/2026/0042',
    verifiedSupplier:
      'An tabbatar da kasuwancinka. Sabunta lasisin NMDPRA ɗinka a nan (sabuwar lamba, ranar ƙarewa da takardar shaida); don kowane canji, tuntuɓi masu gudanarwa.',
    verifiedOfftaker: 'An tabbatar da kasuwancinka. Don kowane canji, tuntuɓi masu gudanarwa.',
    saveRenewed: 'Ajiye sabunta lasisi',
    saveDetails: 'Ajiye bayanan kasuwanci',
    completeTitle: 'Bayanan kasuwancinka sun cika',
    complete: 'Masu gudanarwa za su duba su kafin su amince da asusunka. Kana iya canza su har zuwa lokacin.',
    incompleteTitle: 'Cika bayanan kasuwancinka',
    stillMissing: 'Masu gudanarwa za su amince da asusunka da zarar sun duba su. Abin da ya rage:',
  },
  upload: {
    optional: '{{label}} (ba dole ba)',
    view: 'Duba {{label}}',
    uploaded: 'an ɗora {{date}}, {{size}}',
    kilobytes: 'KB {{size}}',
    notUploaded: 'Ba a ɗora ba tukuna.',
    newLabel: 'Sabon {{label}}',
    hint: 'PDF, PNG, JPEG ko WebP, har zuwa 10 MB',
    uploading: 'Ana ɗora {{label}}',
    upload: 'Ɗora {{label}}',
  },
  notice: {
    title: 'Cika bayanan kasuwancinka',
    text: 'Masu gudanarwa za su amince da asusunka da zarar sun duba bayanan kasuwancinka da takardun shaida. Abin da ya rage: {{missing}}.',
    complete: 'Cika bayanan kasuwancinka',
    renew: 'Sabunta shi a bayanan kasuwancinka',
  },
  licence: {
    expiredTitle: 'Lasisin NMDPRA ɗinka ya ƙare',
    expired:
      'Ya ƙare a {{date}}. Ba za ka iya sanya sababbin farashi ba har sai ka sabunta shi: ka ba da sabuwar lambar lasisi, ranar ƙarewarsa da takardar shaida.',
    expiringTitle: 'Lasisin NMDPRA ɗinka zai ƙare nan ba da jimawa ba',
    expiringToday: 'Zai ƙare a {{date}} (yau). Sabunta shi kafin lokacin don ci gaba da sanya farashi.',
    expiring_one:
      'Zai ƙare a {{date}} (cikin kwana {{count}}). Sabunta shi kafin lokacin don ci gaba da sanya farashi.',
    expiring_other:
      'Zai ƙare a {{date}} (cikin kwanaki {{count}}). Sabunta shi kafin lokacin don ci gaba da sanya farashi.',
    expiredGap: 'lasisin NMDPRA mai aiki (ya ƙare a {{date}})',
  },
  section: {
    title: 'Tabbatar da kasuwanci',
    loading: 'Ana lodawa...',
    loadFailed: 'Ba mu iya loda bayanan kasuwancin ba',
    notReady: 'Bai shirya don amincewa ba',
    refusedUntil: 'Ba za a amince ba har sai kamfanin ya ba da:',
    complete: 'Ya cika: duba lambobin da takardun shaida kafin ka amince.',
    individual: 'Mai saye ɗaya ba tare da kamfani ba: ba a buƙatar takardun kasuwanci.',
    rcNumber: 'Lambar RC ta CAC',
    tin: 'TIN',
    licenceNumber: 'Lambar lasisin NMDPRA',
    licenceExpiry: 'Ƙarewar lasisi',
    lastChanged: 'Canji na ƙarshe',
    certificates: 'Takardun shaida',
    valid: 'Yana aiki',
    expiresSoon: 'Zai ƙare nan kusa',
    expired: 'Ya ƙare',
    uploadedAs: '({{type}}, an ɗora {{when}})',
    notUploaded: '{{label}}: ba a ɗora ba',
  },
} satisfies Catalogue<typeof en>;
