import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../i18n/choose-language.ts';
import { isLanguage, languageNames, languages } from '../i18n/languages.ts';
import { useSession } from '../lib/session.ts';

// The language switch of every top bar (issue 23, point 2). A native select: the phone's own
// picker on a 390 px screen, no extra code in the first download, keyboard and screen reader
// support for free. Each language is named in itself.

const choices = languages.map((language) => ({ value: language, label: languageNames[language] }));

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const session = useSession();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data={choices}
      // useTranslation re-renders this on every change; 'pseudo' (tests) shows as English.
      value={currentLanguage()}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (isLanguage(language)) void chooseLanguage(language, { isSignedIn: session !== null });
      }}
      size="xs"
      // Narrow on phones: at 390 px it shares the bar with the brand, the menu button and Log In.
      w={{ base: 72, xs: 84 }}
      rightSectionWidth={20}
      style={{ flexShrink: 0 }}
      styles={{ input: { fontWeight: 600, paddingInlineStart: 6, paddingInlineEnd: 20 } }}
    />
  );
}
