// The landing page's structure: which groups, solutions and parts of the process it shows, in
// order. Their words are in the 'landing' catalogue (i18n/locales/<language>/landing.ts), in the
// same order. Figures come from the spec only.

/** The problem groups of the accordion (its item values), in the catalogue's order. */
export const problemGroupIds = ['supply', 'pricing', 'logistics'] as const;

/** The business process of the spec's section 1: one tab each. */
export const processValues = ['aggregation', 'trading', 'logistics', 'sustainability'] as const;
export type ProcessValue = (typeof processValues)[number];
