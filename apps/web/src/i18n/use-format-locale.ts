import type { FormatLocale } from '@gas/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from './languages.ts';

/**
 * The locale to format numbers, money and dates in (en-NG or ha-NG), re-rendering the component
 * when the reader changes language.
 */
export function useFormatLocale(): FormatLocale {
  const { i18n } = useTranslation();
  return localeOf(i18n.resolvedLanguage ?? i18n.language);
}
