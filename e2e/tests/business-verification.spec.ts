import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eOutbox } from '../env.ts';
import { expect, test } from '../fixtures.ts';
import { completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// Business verification before onboarding (issue 18, point 4): a new supplier signs up, completes
// its business profile (RC number, TIN, NMDPRA licence) with PDF certificates; the operator sees
// them on the onboarding page, where approval was refused while they were missing, and approves.

const demoAdmin = { email: 'admin@gas-exchange.ng', password: 'Demo-Gas-2026!' };

/** A small, plain PDF standing in for a scanned certificate. */
function certificatePdf(title: string): Buffer {
  const content = `BT /F1 14 Tf 40 740 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The verification link of the newest message to `email` in the server's outbox (quoted-printable). */
async function readVerificationLink(email: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(e2eOutbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const name of names.sort().reverse()) {
          const raw = await fs.readFile(path.join(e2eOutbox, name), 'utf8');
          const message = Buffer.from(
            raw
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8');
          if (!message.includes(email)) continue;
          const found = message.match(/https?:\/\/\S+\/verify\?token=[\w-]+/);
          if (found) {
            link = new URL(found[0]);
            return true;
          }
        }
        return false;
      },
      { message: `a verification email to ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
}

test('a new supplier completes its business profile with PDF certificates; the operator checks it and approves', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const company = `Gombe Gas ${stamp.toString(36)} Ltd`;
  const email = `ops.${stamp}@gombegas.ng`;
  const password = 'Harmattan!2026';

  // Sign up at /provider, exactly as the spec's form has it, and confirm the address.
  await page.goto('/provider');
  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel('Mobile Number').fill('08037776655');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create supplier account' }).click();
  await expect(page).toHaveURL(/\/success$/);
  const link = await readVerificationLink(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();

  // Pending: the dashboard asks for the business profile.
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/supplier$/);
  await page.getByRole('link', { name: 'Complete your business profile' }).click();
  await expect(page).toHaveURL(/\/supplier\/business-profile$/);

  // The operator cannot approve it yet: it says what is missing.
  const operator = await browser.newContext();
  const admin = await operator.newPage();
  try {
    await logIn(admin, demoAdmin.email, demoAdmin.password);
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto('/admin/onboardings');
    await admin
      .getByRole('table', { name: 'Onboarding' })
      .getByRole('link', { name: `Details for ${company}` })
      .click();
    const verification = admin.getByRole('region', { name: 'Business verification' });
    await expect(verification).toContainText('Not ready for approval');
    await admin.getByRole('button', { name: 'Approve' }).click();
    const refused = admin.getByRole('dialog', { name: `Approve ${company}?` });
    await refused.getByRole('button', { name: 'Approve' }).click();
    await expect(refused).toContainText('This registration cannot be approved yet');
    await refused.getByRole('button', { name: 'Cancel' }).click();

    // A bad TIN goes back to its field; then the details and the certificates are given.
    const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(/^CAC RC number/).fill('RC 1934405');
    await page.getByLabel(/^TIN/).fill('1234-99');
    await page.getByLabel(/^NMDPRA licence number/).fill('NMDPRA/DS/GMB/2026/0077');
    await page.getByLabel(/^Licence expiry date/).fill(expiry);
    await page.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByLabel(/^TIN/)).toHaveAccessibleDescription(/Please enter a valid TIN/);
    await page.getByLabel(/^TIN/).fill('24681357-0001');
    await page.getByRole('button', { name: 'Save business details' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your business details are saved.' }),
    ).toBeVisible();

    for (const [kind, label] of [
      ['cac_certificate', 'CAC certificate'],
      ['nmdpra_licence', 'NMDPRA licence'],
    ] as const) {
      await page.locator(`#document-${kind}`).setInputFiles({
        name: `${kind}.pdf`,
        mimeType: 'application/pdf',
        buffer: certificatePdf(`${label} ${company}`),
      });
      await page.getByRole('button', { name: `Upload ${label}` }).click();
      await expect(page.getByRole('link', { name: `View the ${label}` })).toBeVisible();
    }
    await expect(
      page.getByRole('status').filter({ hasText: 'Your business profile is complete' }),
    ).toBeVisible();

    // The operator sees the profile and the documents, opens one, and approves.
    await admin.reload();
    await expect(verification).not.toContainText('Not ready for approval');
    await expect(verification).toContainText('RC 1934405');
    await expect(verification).toContainText('24681357-0001');
    await expect(verification).toContainText('NMDPRA/DS/GMB/2026/0077');
    const certificate = verification.getByRole('link', { name: 'CAC certificate' });
    const href = await certificate.getAttribute('href');
    const file = await admin.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The supplier itself opens it too (another party gets 404: server tests).
    expect((await page.request.get(href!)).status()).toBe(200);

    await admin.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.getByRole('dialog', { name: `Approve ${company}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('status')).toContainText(`${company} is approved and now Active.`);
  } finally {
    await operator.close();
  }
});
