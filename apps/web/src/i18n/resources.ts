// The English catalogues by namespace: the source of the keys' types (i18next.d.ts). A new
// namespace is a file in locales/en and locales/ha, plus one line here.
import type auth from './locales/en/auth.ts';
import type bids from './locales/en/bids.ts';
import type common from './locales/en/common.ts';
import type components from './locales/en/components.ts';
import type dashboard from './locales/en/dashboard.ts';
import type deliverySites from './locales/en/delivery-sites.ts';
import type deposits from './locales/en/deposits.ts';
import type driver from './locales/en/driver.ts';
import type errors from './locales/en/errors.ts';
import type fulfilment from './locales/en/fulfilment.ts';
import type inventory from './locales/en/inventory.ts';
import type landing from './locales/en/landing.ts';
import type layout from './locales/en/layout.ts';
import type legal from './locales/en/legal.ts';
import type markets from './locales/en/markets.ts';
import type rates from './locales/en/rates.ts';
import type routes from './locales/en/routes.ts';
import type trading from './locales/en/trading.ts';
import type validation from './locales/en/validation.ts';
import type wallet from './locales/en/wallet.ts';

export type Resources = {
  routes: typeof routes;
  components: typeof components;
  validation: typeof validation;
  rates: typeof rates;
  markets: typeof markets;
  landing: typeof landing;
  wallet: typeof wallet;
  legal: typeof legal;
  errors: typeof errors;
  common: typeof common;
  layout: typeof layout;
  auth: typeof auth;
  deposits: typeof deposits;
  trading: typeof trading;
  'delivery-sites': typeof deliverySites;
  driver: typeof driver;
  fulfilment: typeof fulfilment;
  dashboard: typeof dashboard;
  inventory: typeof inventory;
  bids: typeof bids;
};
export type Namespace = keyof Resources;
