import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/payouts.ts';

export default {
  supplier: {
    title: 'Biyan kuɗi',
    button: 'Nemi biyan kuɗi',
    requested: 'An nemi biyan kuɗinka. An riƙe adadin kuɗin har sai an biya.',
    intro:
      'Ana cire adadin kuɗin daga jakar kuɗin kammala biyanka nan take a riƙe shi har sai mai gudanarwa ya biya shi zuwa asusun da ka zaɓa. Asusun da aka ƙara ko aka canza kwanan nan za su iya karɓar biyan kuɗi bayan lokacin jiransu ya ƙare.',
    cancelTitle: 'Soke biyan kuɗi',
    description:
      'Kuɗin da aka biya daga jakar kuɗin kammala biyanka zuwa asusun bankinka: buƙatun da ke buɗe a farko.',
  },
  offtaker: {
    title: 'Cire kuɗi',
    button: 'Nemi cire kuɗi',
    requested: 'An nemi cire kuɗinka. An riƙe adadin kuɗin har sai an biya.',
    intro:
      'Ana cire adadin kuɗin daga jakar kuɗinka nan take a riƙe shi har sai mai gudanarwa ya biya shi zuwa asusun da ka zaɓa. Asusun da aka ƙara ko aka canza kwanan nan za su iya karɓar biyan kuɗi bayan lokacin jiransu ya ƙare.',
    cancelTitle: 'Soke cire kuɗi',
    description: 'Kuɗin da aka biya daga jakar kuɗinka zuwa asusun bankinka: buƙatun da ke buɗe a farko.',
  },
  fields: {
    currency: 'Kuɗin ƙasa',
    amount: 'Adadin kuɗi',
    bankAccount: 'Asusun banki',
    chooseAccount: 'Zaɓi asusu',
    noAccount: 'Babu asusun banki a wannan kuɗin ƙasa',
    reason: 'Dalili',
    bankReference: 'Lambar shaidar banki',
  },
  account: '{{bank}} {{number}} ({{name}})',
  columns: {
    reference: 'Lambar shaida',
    amount: 'Adadin kuɗi',
    bankAccount: 'Asusun banki',
    requested: 'An nema',
    bankReferenceOrReason: 'Lambar shaidar banki ko dalili',
    party: 'Kamfani',
    kind: 'Iri',
    approvedBy: 'Wanda ya amince',
    actions: 'Ayyuka',
  },
  kinds: { supplier: 'Biyan kuɗi', offtaker: 'Cire kuɗi' },
  /** A rejected or cancelled payout's reason, in its list. */
  reasonLine: 'Dalili: {{reason}}',
  advice: 'Sanarwa (PDF)',
  adviceLabel: 'Sauke sanarwar {{reference}} (PDF)',
  cancel: 'Soke',
  cancelLabel: 'Soke {{reference}}',
  cancelExplanation: 'Za a soke {{reference}} ({{amount}}) kuma a saki adadin kuɗin zuwa jakar kuɗinka.',
  cancelled: 'An soke {{reference}}.',
  admin: {
    title: 'Biyan kuɗi',
    description:
      'Biyan kuɗin masu samarwa da cire kuɗin masu saye: buƙatun da ke buɗe a farko. Sama da iyakar kulawa biyu, mai gudanarwa da ya amince ba shi ne ke yin alamar an biya ba.',
    approve: 'Amince',
    approveLabel: 'Amince da {{reference}}',
    approveTitle: 'Amince da biyan kuɗi',
    approveExplanation: '{{reference}}: {{amount}} zuwa {{party}}, {{bank}} {{number}}.',
    approved: 'An amince da {{reference}}.',
    markPaid: 'Alamar an biya',
    markPaidLabel: 'Yi wa {{reference}} alamar an biya',
    markPaidTitle: 'Yi wa biyan kuɗi alamar an biya',
    paidText: 'Tura {{amount}} zuwa {{bank}} {{number}} ({{name}}), sannan ka rubuta lambar shaidar turawar.',
    paid: 'An yi wa {{reference}} alamar an biya.',
    reject: 'Ƙi',
    rejectLabel: 'Ƙi {{reference}}',
    rejectTitle: 'Ƙi biyan kuɗi',
    rejectText: '{{reference}}: {{amount}} zuwa {{party}}',
    rejected: 'An ƙi {{reference}} kuma an saki adadin kuɗin zuwa {{party}}.',
  },
  finance: {
    title: 'Kuɗaɗe',
    description:
      'Abin da asusun bankin dandalin ya kamata su riƙe: ajiyar kuɗi da aka amince a cire biyan kuɗin da aka biya. Ya yi daidai da abin da rajistar kuɗi ke riƙewa don kamfanoni da dandalin; kwatanta shi da bayanin asusun banki.',
    currency: 'Kuɗin ƙasa',
    depositsApproved: 'Ajiyar kuɗi da aka amince',
    payoutsPaid: 'Biyan kuɗin da aka biya',
    expectedBankBalance: 'Ragowar kuɗin banki da ake tsammani',
    ledgerHeld: 'Abin da rajistar kuɗi ke riƙewa',
    payoutsOpen: 'Biyan kuɗi da ke jiran biya',
  },
} satisfies Catalogue<typeof en>;
