// The locale numbers, money and dates are written in (issue 23, ADR 020): Nigerian English or
// Hausa. English keeps the specification's formats exactly ("₦350,000.00", "Aug 14, 3:05 PM"),
// which are the en-US patterns; Hausa uses the runtime's ha-NG data ("Agu 14, 3:05 YM") and,
// where the runtime has none (Chromium ships without it), the en-NG patterns with the Hausa
// month names and SF/YM for morning and afternoon.
//
// Every formatter takes an optional locale. Without one it uses the display locale, which is
// English unless the web app sets it when its reader changes language (setDisplayLocale): the
// server never sets it, so its output stays English unless a call passes a locale (a document
// issued in its recipient's language).

export const formatLocales = ['en-NG', 'ha-NG'] as const;
export type FormatLocale = (typeof formatLocales)[number];

let displayLocale: FormatLocale = 'en-NG';

/** Browser only: the locale of formatters called without one. The server passes one per call. */
export function setDisplayLocale(locale: FormatLocale) {
  displayLocale = locale;
}

export function getDisplayLocale(): FormatLocale {
  return displayLocale;
}

const isHausa = (locale: FormatLocale | undefined) => (locale ?? displayLocale) === 'ha-NG';

let hausaData: boolean | undefined;

/** Whether this runtime's Intl knows Hausa (Node's full ICU does; Chromium's does not). */
export function hasHausaData(): boolean {
  hausaData ??= Intl.DateTimeFormat.supportedLocalesOf(['ha-NG']).length > 0;
  return hausaData;
}

/**
 * The Intl locale for numbers: digits, grouping and decimal mark are the same in English and
 * Hausa as written in Nigeria (1,234,567.50), so English keeps en-US as before.
 */
export function numberLocale(locale?: FormatLocale): string {
  if (!isHausa(locale)) return 'en-US';
  return hasHausaData() ? 'ha-NG' : 'en-NG';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat: building one costs far more than using it. */
export function numberFormat(locale: FormatLocale | undefined, options: Intl.NumberFormatOptions) {
  const intlLocale = numberLocale(locale);
  const key = `${intlLocale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, options);
    numberFormats.set(key, format);
  }
  return format;
}

// CLDR's Hausa names, for runtimes without Hausa data.
const hausaMonths = {
  short: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
  long: [
    'Janairu',
    'Faburairu',
    'Maris',
    'Afirilu',
    'Mayu',
    'Yuni',
    'Yuli',
    'Agusta',
    'Satumba',
    'Oktoba',
    'Nuwamba',
    'Disamba',
  ],
} as const;
/** Safiya (morning) and yamma (afternoon), as CLDR writes them. */
const hausaDayPeriods = { am: 'SF', pm: 'YM' } as const;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(intlLocale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${intlLocale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** en-NG's pattern with Hausa words: the month's name and the time of day. */
function hausaFromNigerianEnglish(date: Date, options: Intl.DateTimeFormatOptions): string {
  const format = dateFormat('en-NG', options);
  const monthIndex = Number(
    dateFormat('en-NG', { month: 'numeric', timeZone: options.timeZone })
      .formatToParts(date)
      .find((part) => part.type === 'month')?.value,
  );
  return format
    .formatToParts(date)
    .map((part) => {
      if (part.type === 'month' && (options.month === 'short' || options.month === 'long'))
        return hausaMonths[options.month][monthIndex - 1] ?? part.value;
      if (part.type === 'dayPeriod')
        return part.value.toLowerCase().startsWith('a') ? hausaDayPeriods.am : hausaDayPeriods.pm;
      // en-NG puts a narrow no-break space before am/pm; ha-NG and the spec's English a space.
      return part.type === 'literal' ? part.value.replace(/\u202f/g, ' ') : part.value;
    })
    .join('');
}

/** A date written with Intl options in the locale (see the top of this file). */
export function formatDateWith(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  locale?: FormatLocale,
): string {
  if (!isHausa(locale)) return dateFormat('en-US', options).format(date);
  if (hasHausaData()) return dateFormat('ha-NG', options).format(date);
  return hausaFromNigerianEnglish(date, options);
}

/** For tests: pretend the runtime has (or lacks) Hausa data; undefined asks the runtime again. */
export function assumeHausaData(value: boolean | undefined) {
  hausaData = value;
}
