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
type CatalogueLoaders = Record<string, () => Promise<CatalogueModule>>;
const loaders = import.meta.glob<CatalogueModule>('./locales/*/*.ts');

/**
 * How long to wait before each new try at a catalogue whose download failed (a network blip, a
 * 429): two more tries, then the load fails (see use-catalogue-failure.ts). A browser that keeps
 * a failed module in its module map fails the new tries at once; the failed-page screen's Reload
 * is then the way out.
 */
export const catalogueRetryDelaysMs = [400, 1200] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The catalogue loader i18next's backend calls: retries a failed download, then rejects. */
export function createCatalogueLoader(
  available: CatalogueLoaders,
  retryDelaysMs: readonly number[] = catalogueRetryDelaysMs,
) {
  return async (language: string, namespace: string) => {
    const source = language === 'pseudo' ? 'en' : language;
    const load = available[`./locales/${source}/${namespace}.ts`];
    if (!load) throw new Error(`No catalogue ${source}/${namespace}`);
    for (let attempt = 0; ; attempt++) {
      try {
        const catalogue = (await load()).default;
        return language === 'pseudo' ? pseudoCatalogue(catalogue) : catalogue;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) throw error;
        await wait(delay);
      }
    }
  };
}

const loadCatalogue = createCatalogueLoader(loaders);

export const i18n: I18n = i18next.createInstance();

// The catalogues that could not be loaded even after their retries ('<language>|<namespace>'),
// recorded from the start: the first page's are loaded before React draws anything.
const failedCatalogues = new Set<string>();
const failureListeners = new Set<() => void>();
i18n.on('failedLoading', (language: string, namespace: string) => {
  failedCatalogues.add(`${language}|${namespace}`);
  for (const listener of failureListeners) listener();
});

/** For useSyncExternalStore: calls `listener` when a catalogue fails to load. */
export function subscribeToCatalogueFailures(listener: () => void) {
  failureListeners.add(listener);
  return () => {
    failureListeners.delete(listener);
  };
}

/** A catalogue of the language being read that could not be loaded ('<language>|<namespace>'), if any. */
export function failedCatalogue(): string | undefined {
  const shown = new Set(i18n.languages ?? [i18n.language]);
  return [...failedCatalogues].find((key) => shown.has(key.split('|')[0]!));
}

/** For tests: forgets the failures recorded. */
export function forgetCatalogueFailures() {
  failedCatalogues.clear();
  for (const listener of failureListeners) listener();
}

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
