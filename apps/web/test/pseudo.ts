import { act } from '@testing-library/react';
import { brand } from '../src/config/brand.ts';
import { i18n } from '../src/i18n/index.ts';
import { languageNames } from '../src/i18n/languages.ts';
import { pseudoClose, pseudoOpen } from '../src/i18n/pseudo.ts';

// The pseudo-locale check (issue 23, point 5; docs/i18n.md). In the 'pseudo' language every
// catalogue string is accented and wrapped in ⟦…⟧, so any visible text outside those markers
// did not come from a catalogue: a string still written inline in a component.
//
//   await switchToPseudo();
//   renderApp('/offtaker');
//   await screen.findByRole('heading', { level: 1 });
//   expectAllTextFromCatalogues(document.body, { allow: ['Kano Textiles', 'Ajaokuta'] });
//
// The test setup puts English back after each test.

/** Switches the app to the pseudo-locale (before or after rendering). */
export async function switchToPseudo() {
  await act(() => i18n.changeLanguage('pseudo'));
}

type Options = {
  /**
   * Data values that may appear outside a catalogue: names, hub names, references, e-mail
   * addresses... Each is matched as a whole word (or words) wherever it appears.
   */
  allow?: string[];
};

/** Attributes people read or hear: placeholders, accessible names, tooltips, image texts. */
const readAttributes = ['placeholder', 'aria-label', 'title', 'alt'] as const;

/** Never shown: their text is code or markup. */
const unreadElements = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/** Units, products and currency codes kept as they are in every language (docs/i18n.md). */
const productTerms = ['CNG', 'LNG', 'MMBtu', 'scm', 'kg', 'L', 'NGN', 'USD'];

/**
 * Words the formatters write that are data, not interface text: English month and day names and
 * AM/PM (the pseudo-locale formats as English does), the product's brand name, the language
 * switch's languages, each named in itself whatever the language of the page, and the units,
 * products and currency codes kept as they are.
 */
function formattedWords(): string[] {
  const words = new Set<string>([
    brand.name,
    'AM',
    'PM',
    'am',
    'pm',
    ...Object.values(languageNames),
    ...productTerms,
  ]);
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 10));
    for (const style of ['short', 'long'] as const)
      words.add(date.toLocaleDateString('en-US', { month: style, timeZone: 'UTC' }));
  }
  for (let day = 0; day < 7; day++) {
    const date = new Date(Date.UTC(2026, 0, 4 + day));
    for (const style of ['short', 'long'] as const)
      words.add(date.toLocaleDateString('en-US', { weekday: style, timeZone: 'UTC' }));
  }
  return [...words];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes each allowed value where it stands as whole words (not inside a longer word). */
function withoutAllowed(text: string, allowed: string[]): string {
  let rest = text;
  for (const value of [...allowed].sort((a, b) => b.length - a.length)) {
    if (!value.trim()) continue;
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  }
  return rest;
}

const innermostMarked = new RegExp(`${pseudoOpen}[^${pseudoOpen}${pseudoClose}]*${pseudoClose}`, 'g');

/** The text outside every ⟦…⟧ (markers may nest: a translated value inside a translated text). */
function outsideMarkers(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(innermostMarked, '\n');
  }
  return rest;
}

function isHidden(element: Element): boolean {
  if (unreadElements.has(element.tagName)) return true;
  if (element.hasAttribute('hidden')) return true;
  const style = (element as HTMLElement).style;
  return style?.display === 'none' || style?.visibility === 'hidden';
}

type Found = { texts: string[]; attributes: { where: string; value: string }[] };

function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const testId = element.getAttribute('data-testid');
  return `<${element.tagName.toLowerCase()}${id}${testId ? ` data-testid="${testId}"` : ''}>`;
}

/** Visible text nodes in document order, and the read attributes of visible elements. */
function collect(root: Element): Found {
  const found: Found = { texts: [], attributes: [] };
  const visit = (element: Element) => {
    if (isHidden(element)) return;
    for (const name of readAttributes) {
      const value = element.getAttribute(name);
      if (value) found.attributes.push({ where: `${name} of ${describeElement(element)}`, value });
    }
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) found.texts.push(child.textContent ?? '');
      else if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element);
    }
  };
  visit(root);
  return found;
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

/**
 * Fails listing every visible text (and placeholder, aria-label, title, alt) that has letters
 * outside the pseudo-locale's ⟦…⟧ markers, other than the allowed data values. Text nodes are
 * read together in document order, so a catalogue text split by inline elements (<Trans> with a
 * link inside) still counts as marked.
 */
export function expectAllTextFromCatalogues(container: Element = document.body, options: Options = {}) {
  const allowed = [...formattedWords(), ...(options.allow ?? [])];
  const found = collect(container);
  // A line break between text nodes keeps words of neighbouring nodes apart.
  const leftOver = outsideMarkers(found.texts.join('\n'))
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => hasLetters(withoutAllowed(text, allowed)));
  const leftInAttributes = found.attributes
    .filter(({ value }) => hasLetters(withoutAllowed(outsideMarkers(value), allowed)))
    .map(({ where, value }) => `${value}  (${where})`);
  const problems = [...new Set([...leftOver, ...leftInAttributes])];
  if (problems.length === 0) return;
  // Every text in full, one a line: an assertion's diff would cut a long list short.
  throw new Error(
    `${problems.length} text(s) not from a catalogue (put each in one, or allow it as data):\n` +
      problems.map((text) => `  - ${text}`).join('\n'),
  );
}
