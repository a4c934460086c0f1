/**
 * The shape a translation must have: every key of the English catalogue, each a string (or a
 * nested group), and no other keys. A Hausa catalogue is written
 * `export default { ... } satisfies Catalogue<typeof en>;` so a missing or extra key fails the
 * typecheck; test/i18n-catalogues.test.ts checks the same at run time.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
