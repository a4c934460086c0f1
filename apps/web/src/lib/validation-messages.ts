import type { TFunction } from 'i18next';
import { i18n } from '../i18n/index.ts';
import english from '../i18n/locales/en/validation.ts';
import type { Namespace } from '../i18n/resources.ts';

// Validation messages at display time (issue 23). The shared zod schemas word their messages in
// English (packages/shared/src/messages.ts: "<Field> is required", "Please enter a valid
// <field>", "... cannot be less than N"; and some fixed sentences of the contracts), and the
// server answers with the same words. The English catalogue of the 'validation' namespace holds
// those patterns; a message that matches one is said again in the reader's language, its field
// name translated through `fields`. In English, and for a message no pattern knows (a server
// message already in the reader's language), the message is returned exactly as given.

type PatternKey = keyof typeof english.patterns;
type FixedKey = keyof typeof english.fixed;
type FieldKey = keyof typeof english.fields;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern's English as a regular expression: {{field}} any text, {{n}} a number. */
function matcher(pattern: string): RegExp {
  const parts = pattern.split(/(\{\{field\}\}|\{\{n\}\})/);
  const source = parts
    .map((part) => {
      if (part === '{{field}}') return '(?<field>.+?)';
      if (part === '{{n}}') return '(?<n>-?[\\d,]+(?:\\.\\d+)?)';
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

// Longer patterns first, so "... cannot be less than 8 characters" is minLength, not min.
const patterns = (Object.entries(english.patterns) as [PatternKey, string][])
  .sort(([, a], [, b]) => b.length - a.length)
  .map(([key, text]) => ({ key, regex: matcher(text) }));

const fixedByText = new Map(
  (Object.entries(english.fixed) as [FixedKey, string][]).map(([key, text]) => [text, key]),
);

// Field names as the schemas write them, and lower-cased ("Please enter a valid email address").
const fieldByName = new Map<string, FieldKey>();
for (const [key, name] of Object.entries(english.fields) as [FieldKey, string][]) {
  fieldByName.set(name, key);
  fieldByName.set(name.toLowerCase(), key);
}

/** The language `t` speaks: the one it was fixed to, else the app's. */
function languageOf<N extends Namespace | readonly Namespace[]>(t: TFunction<N>): string {
  return (t as { lng?: string | null }).lng ?? i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/**
 * The message in the language of `t` (see above); exactly the input in English. `t` is
 * useTranslation's of any namespace, loaded together with 'validation'
 * (useTranslation([ns, 'validation'])), or i18n.getFixedT(language).
 */
export function translateValidationMessage<N extends Namespace | readonly Namespace[]>(
  message: string,
  t: TFunction<N>,
): string {
  if (languageOf(t) === 'en') return message;
  // The app loads namespaces lazily: until 'validation' is here, the message stays as given
  // (useSchemaForm and the form components ask for it, so a form's errors find it loaded).
  if (!i18n.hasLoadedNamespace('validation')) {
    void i18n.loadNamespaces('validation');
    return message;
  }
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const fixed = fixedByText.get(message);
  if (fixed) return translate(`validation:fixed.${fixed}`);
  for (const { key, regex } of patterns) {
    const match = regex.exec(message);
    if (!match?.groups) continue;
    const { field, n } = match.groups;
    if (field !== undefined && !fieldByName.has(field)) continue;
    return translate(`validation:patterns.${key}`, {
      field: field === undefined ? undefined : fieldName(translate, field),
      n,
    });
  }
  return message;
}

function fieldName(translate: (key: string) => string, name: string): string {
  const key = fieldByName.get(name);
  return key ? translate(`validation:fields.${key}`) : name;
}
