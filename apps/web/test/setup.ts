import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, initI18nWithCatalogues } from '../src/i18n/index.ts';

// Every catalogue at once, in English, so no screen waits for its words; a test in another
// language calls i18n.changeLanguage and the afterEach below puts English back.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../src/i18n/locales/*/*.ts', {
  eager: true,
});
beforeAll(async () => {
  if (i18n.isInitialized) return;
  await initI18nWithCatalogues(
    Object.fromEntries(
      Object.entries(catalogues).map(([path, module]) => [
        path.replace('../src/i18n/locales/', '').replace(/\.ts$/, ''),
        module.default,
      ]),
    ),
  );
});
afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// Lazy area modules can take over a second to load on a busy 2-core machine, and once (a CI run
// of 2026-11-28) a page's answer to a click took over 3 s to show, once (2026-11-29, the CI run
// beside two other test runs) over 5 s. A wait, not an assertion: each test still waits for what
// a user would see.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs that Mantine relies on. matchMedia answers width queries
// against window.innerWidth (jsdom: 1024; a test may set 360 to act as a phone).
function toPx(value: string, unit: string) {
  return unit === 'em' || unit === 'rem' ? Number(value) * 16 : Number(value);
}

function matches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  return conditions.every(([, kind, value, unit]) => {
    const limit = toPx(value!, unit!);
    return kind === 'min' ? window.innerWidth >= limit : window.innerWidth <= limit;
  });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom has no FontFaceSet (document.fonts), and Mantine's autosizing Textarea listens on it to
// measure again once web fonts load: without it the Textarea throws on mount. No font ever loads
// in jsdom, so the set is honestly empty, already loaded, and never fires.
class FontFaceSetStub extends EventTarget {
  readonly status = 'loaded';
  readonly ready = Promise.resolve(this);
}
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new FontFaceSetStub() });
}

// React Router's scroll restoration scrolls the window on every navigation.
window.scrollTo = () => {};

if (!Element.prototype.scrollTo) {
  Element.prototype.scrollTo = () => {};
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

afterEach(() => {
  cleanup();
  // Whatever a test left outside the trees Testing Library unmounts (in a full run a Hausa date
  // of an inventory test was still in the page of a later file's pseudo-locale check): files share
  // one document here (isolate: false), so each test starts from an empty body.
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.innerWidth = 1024;
});

// A failed load is retried as in the app (the same rule and count), but at once: the app waits
// 1 s, then 2 s, which made every "could not load" test wait 3 s of real time.
beforeEach(async () => {
  const { queryClient } = await import('../src/lib/query-client.ts');
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
});

afterEach(async () => {
  const { queryClient } = await import('../src/lib/query-client.ts');
  queryClient.clear();
});

// The app must log no errors or warnings (React key warnings, bad nesting, router warnings...):
// any console.error or console.warn fails the test that caused it.
let consoleProblems: string[] = [];
beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  if (consoleProblems.length > 0) throw new Error(consoleProblems.join('\n'));
});
