// The pseudo-locale: every catalogue string accented and bracketed, placeholders kept, so any
// text on a page that is not bracketed did not come from a catalogue.

const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  y: 'ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
  Y: 'Ý',
};

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';

function pseudoString(text: string): string {
  // Keep {{placeholders}} and <tags> as they are; accent the rest.
  const parts = text.split(/(\{\{[^}]+\}\}|<[^>]+>)/);
  const marked = parts
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (c) => accents[c] ?? c)))
    .join('');
  return `${pseudoOpen}${marked}${pseudoClose}`;
}

/** A catalogue with every string turned into its pseudo form. */
export function pseudoCatalogue<T>(catalogue: T): T {
  if (typeof catalogue === 'string') return pseudoString(catalogue) as T;
  if (typeof catalogue !== 'object' || catalogue === null) return catalogue;
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, pseudoCatalogue(value)]),
  ) as T;
}
