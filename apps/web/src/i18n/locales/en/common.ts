// Words used across the whole app. Glossary: docs/i18n.md.
export default {
  language: {
    label: 'Language',
    // The switch's visible name on phones (the full name is in the list and for screen readers);
    // each language's code, the same in every language.
    short: { en: 'EN', ha: 'HA' },
  },
  loading: 'Loading…',
  // Currencies as forms and hints name them (lib/currencies.ts).
  currency: {
    NGN: 'Naira (NGN)',
    USD: 'US dollar (USD)',
  },
  // A product's unit (the spec's only unit is Liters) after a quantity, and after a price's "/".
  units: {
    Liters_one: '{{quantity}} Liter',
    Liters_other: '{{quantity}} Liters',
  },
  unitSingular: {
    Liters: 'Liter',
  },
} as const;
