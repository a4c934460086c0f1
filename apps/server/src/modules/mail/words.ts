import type { FormatLocale } from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';

// The words of an email in each language the server speaks (issue 23): every email goes out in
// its recipient's saved language (user_preferences), English when none. docs/i18n.md, "On the
// server". English is the spec's wording and stays exactly as it was.

/** An email's words, before its greeting. */
export type MailWords = { subject: string; text: string };
export type Localized<T> = Record<ServerLanguage, T>;

/**
 * The locale the shared formatters write an email's amounts and dates in: English passes none
 * (the server's default, the spec's formats), Hausa 'ha-NG'.
 */
export const formatLocaleOf = (language: ServerLanguage): FormatLocale | undefined =>
  language === 'ha' ? 'ha-NG' : undefined;

/** The first line of an email: "Hello Ada," or "Hello," ("Sannu Ada," in Hausa). */
export function greeting(language: ServerLanguage, name?: string): string {
  const hello = language === 'ha' ? 'Sannu' : 'Hello';
  return name === undefined ? `${hello},` : `${hello} ${name},`;
}

/** The words for `language` of a mail that carries its Hausa beside its English. */
export function wordsIn(mail: MailWords & { ha: MailWords }, language: ServerLanguage): MailWords {
  return language === 'ha' ? mail.ha : { subject: mail.subject, text: mail.text };
}

/** Both languages' words from one function of the language: English at the top, Hausa in `ha`. */
export function bothLanguages(words: (language: ServerLanguage) => MailWords): MailWords & { ha: MailWords } {
  return { ...words('en'), ha: words('ha') };
}
