import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/common.ts';

export default {
  language: {
    label: 'Harshe',
    // The switch's visible name on phones (the full name is in the list and for screen readers);
    // each language's code, the same in every language.
    short: { en: 'EN', ha: 'HA' },
  },
  loading: 'Ana lodawa…',
  currency: {
    NGN: 'Naira (NGN)',
    USD: 'Dalar Amurka (USD)',
  },
  units: {
    Liters_one: 'lita {{quantity}}',
    Liters_other: 'lita {{quantity}}',
  },
  unitSingular: {
    Liters: 'lita',
  },
  apiFailure: {
    unreachable: 'Ba mu iya kai wa sabar ba. Da fatan ka duba haɗin intanet ɗinka ka sake gwadawa.',
    timedOut: 'Amsar sabar ta daɗe ba ta zo ba. Da fatan ka duba haɗin intanet ɗinka ka sake gwadawa.',
    sessionEnded: 'Zamanka ya ƙare. Da fatan ka sake shiga.',
    notAllowed: 'Ba a ba ka izinin yin wannan ba.',
    notFound: 'Ba mu sami abin da ka nema ba.',
    tooLarge: 'Fayil ɗin ya yi girma da yawa.',
    tooManyRequests: 'Buƙatu sun yi yawa. Da fatan ka ɗan jira, sannan ka sake gwadawa.',
    unknown: 'Wani abu ya lalace a ɓangarenmu. Da fatan ka sake gwadawa.',
  },
  pageFailed: {
    title: 'An samu matsala',
    text: 'Ba a iya nuna wannan shafin ba. Duba haɗin intanet ɗinka ka sake loda shafin; idan ya ci gaba da faruwa, da fatan a tuntuɓi masu taimako.',
    reload: 'Sake loda shafin',
  },
} satisfies Catalogue<typeof en>;
