// The languages the server speaks (issue 23): English (the spec's language, and the fallback) and
// Hausa. docs/i18n.md, "On the server".

export const serverLanguages = ['en', 'ha'] as const;
export type ServerLanguage = (typeof serverLanguages)[number];
export const isServerLanguage = (v: unknown): v is ServerLanguage => v === 'en' || v === 'ha';

/** The first language of an Accept-Language header the server speaks; else English. */
export function languageFromAcceptLanguage(header: string | undefined): ServerLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        position,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  for (const entry of ranked) if (isServerLanguage(entry.base)) return entry.base;
  return 'en';
}
