// The privacy policy and terms of use placeholders (features/legal). {{brand}} is the product's name.
export default {
  placeholder: 'Placeholder text: the full {{document}} will be published here before trading opens.',
  privacy: {
    title: 'Privacy Policy',
    document: 'privacy policy',
    paragraph1:
      '{{brand}} collects the details you give when you register (names, company, mobile number and email address) to verify members and run the exchange.',
    paragraph2:
      'Deposit receipts and trading records are kept to settle trades and meet legal duties, and are shared only with the parties to a trade and with authorities that require them.',
    paragraph3: 'We use a session cookie to keep you signed in. We do not sell personal data.',
  },
  terms: {
    title: 'Terms of Use',
    document: 'terms of use',
    paragraph1:
      '{{brand}} is a marketplace for natural gas between approved suppliers and offtakers. Registration does not by itself allow trading: the exchange approves every member first.',
    paragraph2:
      'Prices shown on Market Data are offers, not guarantees. A sale is completed only when the gas is delivered or collected and accepted, after the supplier approves it.',
    paragraph3: 'Wallet deposits are credited after the exchange has checked the receipt.',
  },
} as const;
