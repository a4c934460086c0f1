import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// Where money goes (issue 18, points 1 and 2): an operator opens a receiving account for naira
// deposits; the demo offtaker adds a payout bank account on its profile (NUBAN checked, the
// password again, a waiting period before payouts), and New Deposit shows the platform's account
// with the offtaker's transfer reference before the transfer.

const demoPassword = 'Demo-Gas-2026!';
const offtaker = { email: 'amina.bello@kanotextiles.ng' };
const admin = { email: 'admin@gas-exchange.ng' };

/** A valid NUBAN at `bankCode` (CBN weights 3,7,3,3,7,3,3,7,3,3,7,3), from a random serial. */
function nuban(bankCode: string): string {
  const serial = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const sum = [...`${bankCode}${serial}`].reduce(
    (total, digit, index) => total + Number(digit) * weights[index]!,
    0,
  );
  return `${serial}${(10 - (sum % 10)) % 10}`;
}

async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
  await expect(page).toHaveURL(home);
}

test('an offtaker adds a bank account; New Deposit shows the platform account and its reference', async ({
  page,
  browser,
}) => {
  // The operator opens a Zenith Bank account for naira deposits.
  const receiving = nuban('057');
  const operator = await (await browser.newContext()).newPage();
  await logIn(operator, admin.email, /\/admin$/);
  await operator.goto('/admin/receiving-accounts');
  await operator.getByRole('button', { name: 'New account' }).click();
  const newAccount = operator.getByRole('dialog', { name: 'New receiving account' });
  await newAccount.getByLabel(/^Bank/).selectOption({ label: 'Zenith Bank' });
  await newAccount.getByLabel(/^Account number/).fill(receiving);
  await newAccount.getByLabel(/^Account name/).fill('Gas Exchange Ltd Deposits');
  await newAccount.getByRole('button', { name: 'Add account' }).click();
  await expect(newAccount).toBeHidden({ timeout: 5000 });
  await expect(operator.getByText(receiving).first()).toBeVisible();
  await operator.context().close();

  // The offtaker adds a payout account: a wrong check digit is refused on its field first.
  await logIn(page, offtaker.email, /\/offtaker$/);
  await page.goto('/offtaker/profile');
  const section = page.getByRole('region', { name: 'Bank accounts' });
  await section.getByRole('button', { name: 'Add bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bank account' });
  const own = nuban('058');
  const wrong = `${own.slice(0, 9)}${(Number(own[9]) + 1) % 10}`;
  await dialog.getByLabel(/^Bank/).selectOption({ label: 'Guaranty Trust Bank' });
  const number = dialog.getByLabel(/^Account number/);
  await number.fill(wrong);
  await dialog.getByLabel(/^Account name/).fill('Amina Bello');
  await dialog.getByLabel(/^Password/).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(
    dialog.getByText('This is not a valid account number at the bank chosen: please check it'),
  ).toBeVisible();
  await number.fill(own);
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  const card = section.getByRole('article', { name: `Guaranty Trust Bank ${own}` });
  await expect(card.getByText('Waiting period')).toBeVisible();
  await expect(card.getByText(/payouts wait until then/)).toBeVisible();

  // New Deposit: where to send the transfer, and the reference to quote.
  await page.goto('/offtaker/deposits');
  await page.getByRole('button', { name: 'New Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'New Deposit' });
  const panel = deposit.getByRole('region', { name: 'Send your transfer to' });
  await expect(panel.getByRole('listitem', { name: `Zenith Bank ${receiving}` })).toBeVisible();
  await expect(panel.getByTestId('transfer-reference')).toHaveText(/^GX-[2-9A-HJKMNP-Z]{6}$/);
  await expect(deposit.getByLabel(/^Receipt/)).toBeVisible();
});
