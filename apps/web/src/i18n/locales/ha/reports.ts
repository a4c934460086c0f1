import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/reports.ts';

// Rahotanni: na ciniki, na ajiyar kuɗi, da bayanin asusun kammala biya na mai samarwa.
export default {
  parts: {
    totals: 'Jimilla',
    totalsOf: 'Jimillar {{currency}}',
    month: 'Wata',
  },
  sales: {
    title: 'Rahoton ciniki',
    descriptions: {
      admin:
        'Duk cinikin da aka yi a dandalin, bisa ranar da aka yi shi (lokacin Lagos). Jimilla da watanni sun ƙunshi duk cinikin da ya dace.',
      supplier:
        'Cinikin da aka yi daga hajojinka, bisa ranar da aka yi su (lokacin Lagos). Jimilla da watanni sun ƙunshi duk cinikin da ya dace.',
      offtaker:
        'Sayayyarka, bisa ranar da ka yi su (lokacin Lagos). Jimilla da watanni sun ƙunshi duk sayen da ya dace.',
    },
    chargedAtSettlement: 'Ana caja a lokacin kammala biya',
    lines: {
      settled: 'An kammala biya',
      collected: 'An ɗauka',
      delivered: 'An isar',
      logistics: 'Sufuri',
      held: ' a riƙe',
    },
    columns: {
      date: 'Kwanan wata',
      quantity: 'Yawa',
      amount: 'Adadin kuɗi',
      offtaker: 'Mai saye',
      supplier: 'Mai samarwa',
      product: 'Samfur',
      hub: 'Cibiya',
      fee: 'Kuɗin sabis',
      delivered: 'An isar',
      logisticsFee: 'Kuɗin sufuri',
      settledOn: 'Ranar kammala biya',
    },
    quantityLitres: 'Lita {{quantity}}',
    totals: {
      purchases: 'Sayayya',
      sales: 'Cinikai',
      quantity: 'Yawa',
      amount: 'Adadin kuɗi',
      platformFees: 'Kuɗin sabis na dandali',
    },
    filters: {
      product: 'Samfur',
      allProducts: 'Duk samfura',
      hub: 'Cibiya',
      allHubs: 'Duk cibiyoyi',
      party: 'Kamfani',
      allParties: 'Duk kamfanoni',
      allPartiesNotLoaded: 'Duk kamfanoni (ba a samo sunaye ba)',
      suppliers: 'Masu samarwa',
      offtakers: 'Masu saye',
      selected: 'Zaɓaɓɓe',
    },
    chart: {
      purchases: 'Sayayya a kowane wata',
      sales: 'Cinikai a kowane wata',
      purchasesCount: 'sayayya',
      salesCount: 'cinikai',
    },
    table: {
      purchases: 'Sayayya',
      sales: 'Cinikai',
    },
    energy: {
      label: 'Makamashi, duk kuɗaɗe:',
      converted: "(L {{litres}} da ma'aunin kowane samfur)",
      convertedWithout:
        "(L {{litres}} da ma'aunin kowane samfur; ba a haɗa L {{without}} na samfuran da ba su da ma'auni ba)",
    },
  },
  deposits: {
    titles: {
      deposits: 'Rahoton ajiyar kuɗi',
      statement: 'Bayanin asusun kammala biya',
    },
    descriptions: {
      admin:
        'Ajiyar kuɗin masu saye, bisa ranar da aka yi su (lokacin Lagos). Jimilla da watanni sun ƙunshi duk ajiyar da ta dace.',
      offtaker:
        'Ajiyar kuɗinka, bisa ranar da ka yi su (lokacin Lagos). Jimilla da watanni sun ƙunshi duk ajiyar da ta dace.',
      supplier:
        'Jakar kuɗin kammala biyanka: kowane ciniki da aka kammala biya ya shigo, ban da kuɗin sabis na dandali 1% da VAT ɗinsa, tare da ragowar kuɗi bayansa (kwanakin Lagos).',
    },
    columns: {
      reference: 'Lambar shaida',
      date: 'Kwanan wata',
      offtaker: 'Mai saye',
      amount: 'Adadin kuɗi',
      processed: 'An sarrafa',
      description: 'Bayani',
      gross: 'Jimillar farko',
      fee: 'Kuɗin sabis',
      net: 'Abin da ya rage',
      balanceAfter: 'Ragowar kuɗi bayan',
    },
    totals: {
      deposits: 'Ajiyar kuɗi',
      amount: 'Adadin kuɗi',
      approved: 'An amince',
      settlements: 'Kammala biya',
      gross: 'Jimillar farko',
      platformFees: 'Kuɗin sabis na dandali',
      netPaidIn: 'Abin da ya shigo',
    },
    filters: {
      offtaker: 'Mai saye',
      allOfftakers: 'Duk masu saye',
    },
    chart: {
      netPaidIn: 'Abin da ya shigo a kowane wata',
      settlements: 'kammala biya',
      deposits: 'Ajiyar kuɗi a kowane wata',
      depositsCount: 'ajiyar kuɗi',
    },
    table: {
      statement: 'Bayanin asusun kammala biya',
      deposits: 'Ajiyar kuɗi',
    },
  },
} satisfies Catalogue<typeof en>;
