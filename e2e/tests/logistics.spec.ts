import { expect, test } from '../fixtures.ts';
import { completeSecondFactor } from '../support/second-factor.ts';

// Issue 17, the operators' Logistics pages against the real server and the demo data: the day
// board shows Ajaokuta's deliveries at their steps, and the one waiting for a slot is scheduled
// from it with a slot, an LNG ISO tank of the depot and the driver without a login; the fleet is
// listed on the Trucks page.

const admin = 'admin@gas-exchange.ng';
const demoPassword = 'Demo-Gas-2026!';

test('an operator schedules a waiting delivery from the day board', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(admin);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await completeSecondFactor(page, admin);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/deliveries');
  await expect(page.getByRole('heading', { level: 1, name: 'Day board' })).toBeVisible();
  const ajaokuta = page.getByRole('table', { name: 'Deliveries at Ajaokuta' });
  await expect(ajaokuta).toContainText('In transit');
  await expect(ajaokuta).toContainText('Sharada textile mill, Kano (Amina Bello)');

  const waiting = ajaokuta.getByRole('row').filter({ hasText: 'Awaiting dispatch' }).first();
  const schedule = waiting.getByRole('button', { name: /^Schedule SL-/ });
  const reference = (await schedule.getAttribute('aria-label'))!.replace('Schedule ', '');
  await schedule.click();
  const dialog = page.getByRole('dialog', { name: `Schedule ${reference}` });
  const slot = dialog.getByLabel(/^Slot/);
  await expect(slot.locator('option')).not.toHaveCount(1);
  await slot.selectOption({ index: 1 });
  await dialog.getByLabel(/^Truck/).selectOption({ label: 'KGI-201-LN (LNG ISO tank, 40000 litres)' });
  await dialog.getByLabel(/^Driver/).selectOption({ label: 'Yakubu Danjuma (0812 330 4455)' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('The delivery was scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('KGI-201-LN · Yakubu Danjuma');
  await expect(row.getByRole('button', { name: `Record loading ${reference}` })).toBeVisible();

  await page.goto('/admin/trucks');
  const trucks = page.getByRole('table', { name: 'Trucks' });
  await expect(trucks).toContainText('KGI-101-CG');
  await expect(trucks).toContainText('Maintenance');
});
