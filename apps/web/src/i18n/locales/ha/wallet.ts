import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/wallet.ts';

export default {
  names: {
    offtaker: { NGN: 'Jakar kuɗi ta Naira', USD: 'Jakar kuɗi ta Dalar Amurka' },
    supplier: { NGN: 'Jakar kammala biya ta Naira', USD: 'Jakar kammala biya ta Dalar Amurka' },
  },
  heading: '{{name}} ({{currency}})',
  loading: 'Ana lodawa...',
  loadError: 'Ba mu iya loda wannan ragowar kuɗi ba. {{message}}',
  tryAgain: 'Sake gwadawa',
  available: 'Akwai',
  heldForPurchases: 'Kuɗin da aka riƙe don sayayya masu jira:',
  heldForPayouts: 'Kuɗin da aka riƙe don biyan kuɗi:',
  heldForWithdrawals: 'Kuɗin da aka riƙe don cire kuɗi:',
  statement: 'Bayanin asusu',
} satisfies Catalogue<typeof en>;
