// The English catalogues by namespace: the source of the keys' types (i18next.d.ts). A new
// namespace is a file in locales/en and locales/ha, plus one line here.
import type auth from './locales/en/auth.ts';
import type common from './locales/en/common.ts';
import type driver from './locales/en/driver.ts';
import type layout from './locales/en/layout.ts';

export type Resources = {
  auth: typeof auth;
  driver: typeof driver;
  common: typeof common;
  layout: typeof layout;
};
export type Namespace = keyof Resources;
