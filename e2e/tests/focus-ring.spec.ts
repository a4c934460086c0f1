import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// Keyboard focus on a text field, a select and the header's language switch (browser review):
// Mantine's inputs and the switch only turned their 1 px border green. They now show the buttons'
// ring, 2 px of the brand colour (app.css, language-switch.module.css). jsdom cannot show it: it
// does not cascade the stylesheets by specificity.

async function ringOf(field: Locator) {
  return field.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
}

/** Focuses `field` from the keyboard: Tab until it has focus. */
async function tabTo(field: Locator) {
  const page = field.page();
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    if (await field.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the field');
}

test('a field reached with Tab shows the 2 px focus ring', async ({ page }) => {
  await page.goto('/login');
  const language = page.getByRole('combobox', { name: 'Language' });
  await tabTo(language);
  expect(await ringOf(language)).toBe('solid 2px');
  const email = page.getByLabel('Email Address');
  await tabTo(email);
  expect(await ringOf(email)).toBe('solid 2px');
  // The button's ring, for comparison: the same colour.
  const colour = (field: Locator) => field.evaluate((element) => getComputedStyle(element).outlineColor);
  const emailColour = await colour(email);
  const logIn = page.getByRole('button', { name: 'Log In' });
  await tabTo(logIn);
  expect(await colour(logIn)).toBe(emailColour);
});

test("a Mantine select reached with Tab shows the ring (Daily Rates' market)", async ({ page }) => {
  await page.goto('/rates');
  const market = page.getByRole('combobox', { name: /^Market/ });
  await expect(market).toBeVisible();
  await tabTo(market);
  expect(await ringOf(market)).toBe('solid 2px');
});
