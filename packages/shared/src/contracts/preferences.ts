import { z } from 'zod';

// A user's preferences (issue 23): the language the app speaks to them. English is the
// specification's language; Hausa the language of Northern Nigeria.

export const languageCodes = ['en', 'ha'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** PUT account/language: the language chosen in the top bar's switch. */
export const accountLanguageSchema = z.object({
  language: z.enum(languageCodes, { error: 'Choose English (en) or Hausa (ha)' }),
});
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

/** The signed-in user's saved language: null until they first choose one. */
export const savedLanguageSchema = z.enum(languageCodes).nullable();
