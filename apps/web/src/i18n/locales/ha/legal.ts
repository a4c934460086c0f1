import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/legal.ts';

export default {
  placeholder: 'Rubutun wucin gadi: za a wallafa cikakken {{document}} a nan kafin a fara ciniki.',
  privacy: {
    title: 'Manufar Sirri',
    document: 'manufar sirri',
    paragraph1:
      '{{brand}} tana tattara bayanan da ka bayar lokacin da ka yi rajista (sunaye, kamfani, lambar waya da adireshin imel) don tantance membobi da gudanar da kasuwar.',
    paragraph2:
      'Ana ajiye rasit na ajiyar kuɗi da bayanan ciniki don kammala biya da cika hakkokin doka, kuma ana raba su ne kawai da kamfanonin da ke cikin ciniki da hukumomin da ke buƙatar su.',
    paragraph3: 'Muna amfani da kukis na zama don ci gaba da shigar da kai. Ba ma sayar da bayanan mutane.',
  },
  terms: {
    title: 'Sharuɗɗan Amfani',
    document: 'sharuɗɗan amfani',
    paragraph1:
      '{{brand}} kasuwa ce ta iskar gas tsakanin masu samarwa da masu saye da aka amince da su. Yin rajista kaɗai bai ba da damar ciniki ba: kasuwar tana amincewa da kowane memba tukuna.',
    paragraph2:
      'Farashin da ake nunawa a Bayanan Kasuwa tayi ne, ba tabbaci ba. Ciniki yana kammala ne kawai idan an isar da iskar gas ko an ɗauka kuma an karɓa, bayan mai samarwa ya amince da shi.',
    paragraph3: 'Ana saka ajiyar kuɗi a jakar kuɗi bayan kasuwar ta duba rasit.',
  },
} satisfies Catalogue<typeof en>;
