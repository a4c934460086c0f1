// An error message in the reader's language (issue 23). The server words every message in English;
// the error handler (plugins/errors.ts) passes what it sends through `translateErrors` with the
// request's language. English is returned exactly as given; in Hausa a message is looked up in
// errors-ha.ts, first as a whole, then against its patterns. A message found nowhere stays English:
// a translation never fails a request.
import type { FieldError } from '@gas/shared';
import { fieldsHa, fixedHa, patternsHa, wordsHa } from './errors-ha.ts';
import type { ServerLanguage } from './language.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const fixed = new Map(Object.entries(fixedHa));
const words = new Map(Object.entries(wordsHa));
const fields = new Map<string, string>();
for (const [english, hausa] of Object.entries(fieldsHa)) {
  fields.set(english, hausa);
  if (!fields.has(english.toLowerCase())) fields.set(english.toLowerCase(), hausa);
}

/** Placeholders whose value is a number, kept as written ("1,000", "0.01"). */
const numeric = new Set(['n', 'max', 'side']);
/** Placeholders whose value is a word of wordsHa, kept as it is when unknown. */
const worded = new Set(['status', 'method', 'verb', 'who', 'who2', 'upload']);

interface Pattern {
  regex: RegExp;
  names: string[];
  hausa: string;
  /** Characters outside placeholders: the more, the more specific. */
  weight: number;
}

function compile({ en, ha }: { en: string; ha: string }): Pattern {
  const names: string[] = [];
  let weight = 0;
  const source = en
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) {
        weight += part.length;
        return escapeRegExp(part);
      }
      names.push(name);
      return numeric.has(name) ? '(-?[\\d,]+(?:\\.\\d+)?)' : '(.+?)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names, hausa: ha, weight };
}

const patterns = patternsHa.map(compile).sort((a, b) => b.weight - a.weight);

/** A word in Hausa: itself, or each of "a or b", else undefined. */
function word(value: string): string | undefined {
  const known = words.get(value);
  if (known !== undefined) return known;
  const parts = value.split(' or ');
  if (parts.length > 1 && parts.every((part) => words.has(part))) {
    return parts.map((part) => words.get(part)).join(' ko ');
  }
  return undefined;
}

/** Placeholders holding dates, times or contract months, written the English way. */
const dated = new Set(['date', 'time', 'month', 'months', 'contract']);
const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// CLDR's short Hausa month names, as packages/shared/src/locale.ts has them.
const hausaMonths = ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'];

/** "Dec 1, 3:05 PM", "Spot, Dec 2026" as Hausa reads them: "Dis 1, 3:05 YM", "Nan take, Dis 2026". */
function datedInHausa(value: string): string {
  return value
    .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, (month) => {
      return hausaMonths[englishMonths.indexOf(month)] ?? month;
    })
    .replace(
      /\b(\d{1,2}:\d{2}) ?(AM|PM)\b/g,
      (_, time: string, half: string) => `${time} ${half === 'AM' ? 'SF' : 'YM'}`,
    )
    .replace(/\bSpot\b/g, 'Nan take');
}

/** The Hausa of a placeholder's value, or undefined when this pattern cannot say it. */
function valueInHausa(name: string, value: string): string | undefined {
  if (name === 'field') return fields.get(value);
  if (name === 'what') return word(value);
  if (worded.has(name)) return word(value) ?? value;
  if (dated.has(name)) return datedInHausa(value);
  // A list of field names or words ("CAC RC number, TIN"): each item said in Hausa when known.
  if (name === 'list')
    return value
      .split(', ')
      .map((item) => fields.get(item) ?? word(item) ?? item)
      .join(', ');
  return value;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('ha') + text.slice(1);

function hausaOf(message: string): string | undefined {
  const whole = fixed.get(message);
  if (whole !== undefined) return whole;
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values = new Map<string, string>();
    let sayable = true;
    pattern.names.forEach((name, index) => {
      const hausa = valueInHausa(name, match[index + 1] ?? '');
      if (hausa === undefined) sayable = false;
      else if (!values.has(name)) values.set(name, hausa);
    });
    if (!sayable) continue;
    return capitalised(pattern.hausa.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values.get(name) ?? ''));
  }
  return undefined;
}

/** `message` in `language`: exactly as given in English, and for a message Hausa lacks. */
export function translateMessage(message: string, language: ServerLanguage): string {
  if (language === 'en') return message;
  return hausaOf(message) ?? message;
}

/** Whether the Hausa catalogue can say `message` (the catalogue test asks). */
export const hasHausa = (message: string) => hausaOf(message) !== undefined;

/** The errors of an envelope in `language`; each keeps its htmlId. */
export function translateErrors(errors: FieldError[], language: ServerLanguage): FieldError[] {
  if (language === 'en') return errors;
  return errors.map((error) => ({ ...error, message: translateMessage(error.message, language) }));
}
