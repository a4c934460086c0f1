import { setDisplayLocale } from '@gas/shared';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type AppLanguage, detectLanguage, languages, localeOf } from './languages.ts';
import { pseudoCatalogue } from './pseudo.ts';
import type { Namespace } from './resources.ts';

// One i18next instance for the app (ADR 020). Catalogues are TypeScript modules under
// locales/<language>/<namespace>.ts; each namespace is loaded when a screen first needs it, so
// an area's words travel with the area's code and the landing page stays small.

type CatalogueModule = { default: Record<string, unknown> };
const loaders = import.meta.glob<CatalogueModule>('./locales/*/*.ts');

async function loadCatalogue(language: string, namespace: string) {
  const source = language === 'pseudo' ? 'en' : language;
  const load = loaders[`./locales/${source}/${namespace}.ts`];
  if (!load) throw new Error(`No catalogue ${source}/${namespace}`);
  const catalogue = (await load()).default;
  return language === 'pseudo' ? pseudoCatalogue(catalogue) : catalogue;
}

export const i18n: I18n = i18next.createInstance();

const baseOptions = {
  // English stands in for a word missing from another language. A Hausa catalogue has every key
  // of the English one (its type, and catalogues.test.tsx), so Hausa needs no fallback, and a
  // Hausa reader does not download the English catalogues too (issue 20). The pseudo-locale
  // (tests) keeps English.
  fallbackLng: { ha: [], default: ['en'] },
  supportedLngs: [...languages, 'pseudo'],
  // Every page's frame (top bar, menus, loading states, the shared components) needs these
  // before its first paint.
  ns: ['common', 'layout', 'components'],
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/**
 * Every change of language also changes <html lang> (screen readers' voice, hyphenation, fonts)
 * and the locale the shared formatters write numbers, money and dates in (before React redraws).
 */
function followLanguageInDocument() {
  const follow = (language: string) => {
    document.documentElement.lang = localeOf(language);
    setDisplayLocale(localeOf(language));
  };
  follow(i18n.language);
  i18n.on('languageChanged', follow);
}

/**
 * Starts the app's i18n in the detected language, with the frame's words loaded, and the first
 * page's `namespaces` too (so it draws at once instead of after a loading state).
 */
export async function initI18n(
  language: AppLanguage = detectLanguage(),
  namespaces: readonly Namespace[] = [],
) {
  if (i18n.isInitialized) return i18n;
  await i18n
    .use(resourcesToBackend(loadCatalogue))
    .use(initReactI18next)
    .init({ ...baseOptions, ns: [...baseOptions.ns, ...namespaces], lng: language });
  followLanguageInDocument();
  return i18n;
}

/**
 * For tests: every catalogue given at once, so nothing waits for a load. `catalogues` maps
 * '<language>/<namespace>' to the catalogue.
 */
export async function initI18nWithCatalogues(
  catalogues: Record<string, Record<string, unknown>>,
  language: AppLanguage = 'en',
) {
  const resources: Record<string, Record<string, Record<string, unknown>>> = { pseudo: {} };
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const [lang, namespace] = path.split('/') as [string, string];
    resources[lang] = { ...resources[lang], [namespace]: catalogue };
    if (lang === 'en') resources.pseudo![namespace] = pseudoCatalogue(catalogue);
  }
  await i18n.use(initReactI18next).init({ ...baseOptions, lng: language, resources });
  followLanguageInDocument();
  return i18n;
}

/** The locale for Intl formatting in the current language (en-NG or ha-NG). */
export function currentLocale() {
  return localeOf(i18n.resolvedLanguage ?? i18n.language ?? 'en');
}
