import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';
import { completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// The money journey of issue 5: a demo offtaker deposits with a receipt, an operator opens it
// in a second browser, sees the receipt and approves it, and the offtaker's wallet card shows
// the new balance.

const demoPassword = 'Demo-Gas-2026!';
const offtaker = { email: 'amina.bello@kanotextiles.ng', name: 'Amina Bello' };
const admin = { email: 'admin@gas-exchange.ng' };

/** A small real PNG (signature 89 50 4E 47 0D 0A 1A 0A, then IHDR, IDAT, IEND): a green bar. */
function pngReceipt(width = 48, height = 24): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x1b, 0x6e, 0x45]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** "₦1,234,567.89" -> 123456789 (minor units). */
function toMinor(text: string): number {
  const match = /^₦([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`Not a naira amount: ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

function naira(minor: number): string {
  return `₦${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Logs in through the /login page, as a person would, and waits for the role's home. */
async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
  await expect(page).toHaveURL(home);
}

/** A second person's browser; its console must stay clean too. */
async function openSecondBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** At 360 px wide nothing forces a sideways scroll, once the layout has settled after the resize. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectNoHorizontalOverflow(page);
}

/** The exact available balance of the NGN wallet card (its compact figure's title). */
async function nairaWalletBalance(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Naira wallet (NGN)' });
  const figure = card.getByTitle(/^₦/);
  await expect(figure).toBeVisible();
  return toMinor((await figure.getAttribute('title')) ?? '');
}

test('an offtaker deposits with a receipt, an admin approves it and the wallet card shows the new balance', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const amount = 1_234_567; // ₦12,345.67

  // The offtaker notes the NGN wallet.
  await logIn(page, offtaker.email, /\/offtaker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = await nairaWalletBalance(page);

  // New Deposit with a PNG receipt.
  await page.getByRole('navigation', { name: 'Offtaker' }).getByRole('link', { name: 'Deposits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  await page.getByRole('button', { name: 'New Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Deposit' });
  await expect(dialog.getByLabel(/^Currency/)).toHaveValue('NGN');
  const amountInput = dialog.getByLabel(/^Amount \(₦\)/);
  await amountInput.pressSequentially('12345.67');
  await expect(amountInput).toHaveValue('12,345.67');
  await dialog.locator('#receipt').setInputFiles({
    name: 'transfer-receipt.png',
    mimeType: 'image/png',
    buffer: pngReceipt(),
  });
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/payments') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Submit deposit' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const deposit = (await response.json()).data as { id: string; reference: string; amount: number };
  expect(deposit.amount).toBe(amount);
  await expect(dialog.getByRole('status')).toContainText('Your deposit was received');
  await expect(dialog).toBeHidden();

  // It is on the statement, Pending, newest first.
  const statement = page.getByRole('table', { name: 'Deposits and purchases' });
  const row = statement.getByRole('row').filter({ hasText: deposit.reference });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(naira(amount));
  await expect(statement.getByRole('row').nth(1)).toContainText(deposit.reference);
  await expectFitsPhone(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // An operator, in another browser, opens it, looks at the receipt and approves it.
  const operator = await openSecondBrowser(browser);
  try {
    const adminPage = operator.page;
    await logIn(adminPage, admin.email, /\/admin$/);
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Deposits' })
      .click();
    const deposits = adminPage.getByRole('table', { name: 'Deposits' });
    const adminRow = deposits.getByRole('row').filter({ hasText: deposit.reference });
    await expect(adminRow).toContainText(offtaker.name);
    await expect(adminRow).toContainText('Pending');
    await adminRow.getByRole('link', { name: deposit.reference }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/admin/deposits/${deposit.id}$`));
    await expect(
      adminPage.getByRole('heading', { level: 1, name: `Deposit ${deposit.reference}` }),
    ).toBeVisible();

    const thumbnail = adminPage.getByRole('button', { name: `Enlarge Receipt for ${deposit.reference}` });
    const image = thumbnail.getByRole('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(48);
    await thumbnail.click();
    const viewer = adminPage.getByRole('dialog', { name: `Receipt for ${deposit.reference}` });
    await expect(viewer.getByRole('img', { name: `Receipt for ${deposit.reference}` })).toBeVisible();
    await viewer.getByRole('button', { name: 'Show the receipt at actual size' }).click();
    await expect(viewer.getByRole('button', { name: 'Fit the receipt to the window' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await adminPage.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await adminPage.getByRole('button', { name: 'Approve' }).click();
    const confirm = adminPage.getByRole('dialog', { name: `Approve ${deposit.reference}?` });
    await expect(confirm).toContainText(`${naira(amount)} will be credited to ${offtaker.name}'s NGN wallet`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm.getByRole('status')).toContainText(`Approved: ${naira(amount)} was credited`);
    await expect(confirm).toBeHidden();
    await expect(adminPage.getByText(/wallet went from/)).toContainText(
      `went from ${naira(before)} to ${naira(before + amount)}`,
    );
    await expect(adminPage.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expectFitsPhone(adminPage);
    expect(operator.errors, 'console errors and warnings in the operator browser').toEqual([]);
  } finally {
    await operator.context.close();
  }

  // Back in the offtaker's browser: the wallet card shows the new balance.
  await page.getByRole('navigation', { name: 'Offtaker' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(() => nairaWalletBalance(page), { message: 'the NGN wallet after approval' })
    .toBe(before + amount);
  await page.getByRole('navigation', { name: 'Offtaker' }).getByRole('link', { name: 'Deposits' }).click();
  await expect(statement.getByRole('row').filter({ hasText: deposit.reference })).toContainText('Approved');
});
