import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/errors.ts';

export default {
  notFound: {
    pageTitle: 'Ba a sami shafin ba',
    title: 'Ba mu sami wannan shafin ba',
    text: 'Wataƙila an rubuta adireshin ba daidai ba, ko an matsar da shafin. Waɗannan za su mayar da kai kan hanya:',
    home: 'Je zuwa gida',
    markets: 'Bayanan Kasuwa',
  },
} satisfies Catalogue<typeof en>;
