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
  // What a failed API call says when the server gave no message of its own (lib/api.ts): no
  // answer at all or none in time, or a status without an envelope (a proxy's 413, a rate limit's 429).
  apiFailure: {
    unreachable: 'We could not reach the server. Please check your connection and try again.',
    timedOut: 'The server took too long to answer. Please check your connection and try again.',
    sessionEnded: 'Your session has ended. Please log in again.',
    notAllowed: 'You are not allowed to do this.',
    notFound: 'We could not find what you asked for.',
    tooLarge: 'The file is too large.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    unknown: 'Something went wrong on our side. Please try again.',
  },
  // The failed-page screen (features/errors/route-error-page.tsx): here, loaded with every page,
  // so it can say so when a page's own words (a lazily loaded catalogue) could not be fetched.
  pageFailed: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Check your connection and reload the page; if it keeps happening, please contact support.',
    reload: 'Reload the page',
  },
} as const;
