import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page must load without console errors (a CSP violation, a failed request, a React
 * warning all show up there); each test fails if its page logged one.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page is no wider than the screen: nothing forces a sideways scroll. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
