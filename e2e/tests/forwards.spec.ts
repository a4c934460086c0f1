import { expect, test } from '../fixtures.ts';

// Forward contracts (issue 19, point 3): the demo's Zuma Gas prices its CNG at Ajaokuta for the
// coming months; Chinedu buys 100 litres of next month from New Transaction, and the purchase
// says its month in his sales list and on its page.

const password = 'Demo-Gas-2026!';
const offtakerEmail = 'chinedu.okafor@abujasteel.ng';
const productName = 'Compressed Natural Gas (CNG)';

test('an offtaker buys a delivery month, and the sale says so', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(offtakerEmail);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/offtaker$/);

  await page.goto('/offtaker/sales');
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await dialog.getByLabel('Product').selectOption({ label: productName });
  await dialog.getByLabel('Quantity').fill('100');
  const contract = dialog.getByLabel('Contract');
  // The months come after Spot, each under its own label: the first month offered.
  const month = contract.locator('optgroup:not([label="Spot"]) option').first();
  await expect(month).toBeAttached();
  const monthLabel = (await month.locator('xpath=..').getAttribute('label')) ?? '';
  expect(monthLabel).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
  await expect(month).toHaveText(new RegExp(`^Ajaokuta · Zuma Gas Ltd · .* delivery in ${monthLabel}$`));
  await contract.selectOption((await month.getAttribute('value')) ?? '');
  const chosen = dialog.getByLabel('Chosen offer');
  await expect(chosen).toContainText(`Contract: ${monthLabel}`);
  await expect(chosen).toContainText(`Delivery: Within ${monthLabel}`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const placed = dialog.getByRole('status');
  await expect(placed).toContainText('was placed');
  const reference = /SL-[A-Z0-9-]+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Sales' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(`${monthLabel} delivery`);
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: reference }).click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(`${monthLabel} (delivery within the month)`);
});
