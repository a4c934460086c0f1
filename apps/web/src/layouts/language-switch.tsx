import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../i18n/choose-language.ts';
import { isLanguage, languageNames, languages } from '../i18n/languages.ts';
import { useSession } from '../lib/session.ts';
import classes from './language-switch.module.css';

// The language switch of every top bar (issue 23, point 2). A native select: the phone's own
// picker on a 390 px screen, keyboard and screen reader support for free. Each language is named
// in itself. A plain <select> drawn like Mantine's extra-small input (language-switch.module.css)
// rather than Mantine's NativeSelect, whose input machinery was 5 KB of every first download
// (issue 20). On phones (under 576 px) the 72 px switch shows the language's code, EN or HA, over
// the select, whose own text is then transparent: "English" did not fit. The list still names
// each language in full, and screen readers read the select's value, the full name.

// The chevron of Mantine's selects (ComboboxChevron).
const chevron =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const session = useSession();
  const current = currentLanguage();
  return (
    <div className={classes.switch}>
      <select
        className={classes.select}
        aria-label={t('language.label')}
        // useTranslation re-renders this on every change; 'pseudo' (tests) shows as English.
        value={current}
        onChange={(event) => {
          const language = event.currentTarget.value;
          if (isLanguage(language)) void chooseLanguage(language, { isSignedIn: session !== null });
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
      <span className={classes.short} aria-hidden="true">
        {t(`language.short.${current}`)}
      </span>
      <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden="true">
        <path d={chevron} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    </div>
  );
}
