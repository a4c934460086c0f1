import { api } from '../lib/api.ts';
import { i18n } from './index.ts';
import { isLanguage, type Language, languageStorageKey } from './languages.ts';

// Choosing a language (issue 23, point 2): the page changes at once (i18n loads the namespaces
// in use in the new language), the choice is kept in this browser for visitors, and a signed-in
// person's choice is also saved in their profile, so it follows them to another device.

/** The language the app speaks now, as the API and the profile know it ('pseudo' is English). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage refused (private mode): the choice holds for this page's life.
  }
}

/** Speaks `language` from now on in this browser. */
export async function applyLanguage(language: Language) {
  storeLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** PUT account/language. A failure keeps the choice in this browser: nothing to tell the person. */
async function saveInProfile(language: Language) {
  try {
    await api.put('account/language', { language });
  } catch {
    // Offline or an older server: the browser remembers the choice; the next choice tries again.
  }
}

/** The language switch's choice. */
export async function chooseLanguage(language: Language, { isSignedIn }: { isSignedIn: boolean }) {
  await applyLanguage(language);
  if (isSignedIn) await saveInProfile(language);
}

/** After sign-in: the language saved in the person's profile, if they ever chose one. */
export function followProfileLanguage(user: Record<string, unknown>) {
  if (isLanguage(user.language)) void applyLanguage(user.language);
}
