// The languages the app speaks. English is the specification's language and the fallback; Hausa
// is the language of Northern Nigeria. "pseudo" is for tests only: every catalogue string
// is marked, so a string that did not come from a catalogue stands out (docs/i18n.md).

export const languages = ['en', 'ha'] as const;
export type Language = (typeof languages)[number];
export type AppLanguage = Language | 'pseudo';

/** Each language's name in itself, as the language switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', ha: 'Hausa' };

/** The locale for numbers, money and dates: Nigerian English, or Hausa as written in Nigeria. */
export function localeOf(language: string): 'en-NG' | 'ha-NG' {
  return language === 'ha' ? 'ha-NG' : 'en-NG';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A visitor's choice is kept in this browser; a signed-in user's also in the profile. */
export const languageStorageKey = 'gas.language';

/** The stored choice, else the first of the browser's languages we speak, else English. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function readStoredLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
