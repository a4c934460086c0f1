import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';

test.describe('landing page', () => {
  test('renders every section the spec names', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const id of ['problems', 'solutions', 'process', 'logistics', 'revenue']) {
      await expect(page.locator(`section#${id}`), id).toBeVisible();
      await expect(page.locator(`section#${id} h2`), `${id} heading`).not.toBeEmpty();
    }
    // Images are drawn by the project as SVG; no third-party images.
    expect(await page.locator('main svg').count()).toBeGreaterThan(3);
    const externalImages = await page
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).src).filter((src) => !src.startsWith(location.origin)),
      );
    expect(externalImages).toEqual([]);
  });

  test('problem lists open and close', async ({ page }) => {
    await page.goto('/');
    const problems = page.locator('section#problems');
    const firstGroup = problems.getByRole('button').first();
    await expect(firstGroup).toHaveAttribute('aria-expanded', 'false');
    await firstGroup.click();
    await expect(firstGroup).toHaveAttribute('aria-expanded', 'true');
    await expect(problems.getByText('Pipeline gaps')).toBeVisible();
    await firstGroup.click();
    await expect(firstGroup).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows six revenue cards and six hubs starting with Ajaokuta', async ({ page }) => {
    await page.goto('/');
    const revenue = page.locator('section#revenue article');
    await expect(revenue).toHaveCount(6);
    for (const source of [
      'Transaction fees',
      'Membership fees',
      'Data services',
      'Logistics fees',
      'Listing fees',
      'Ancillary services',
    ]) {
      await expect(page.locator('section#revenue').getByRole('heading', { name: source })).toBeVisible();
    }
    // Sections below the first screen are laid out (content-visibility: auto) when scrolled to.
    const logistics = page.locator('section#logistics');
    await logistics.scrollIntoViewIfNeeded();
    const hubs = logistics.getByRole('button');
    const order = ['Ajaokuta', 'Port-Harcourt', 'Lagos', 'Kaduna', 'Maiduguri', 'Kano'];
    const positions = async () => {
      const names = await hubs.allInnerTexts();
      return order.map((hub) => names.findIndex((text) => text.includes(hub)));
    };
    // Drawn on the frame after the scroll: wait until every hub shows, then check their order.
    await expect.poll(async () => (await positions()).every((index) => index >= 0)).toBe(true);
    const found = await positions();
    expect(found).toEqual([...found].sort((a, b) => a - b));
  });

  test('the business-process panel follows the selection', async ({ page }) => {
    await page.goto('/');
    const process = page.locator('section#process');
    await process.getByRole('tab', { name: /Logistics support/ }).click();
    await expect(process.getByRole('tabpanel')).toContainText('A virtual pipeline to the north');
    await process.getByRole('tab', { name: /Sustainability/ }).click();
    await expect(process.getByRole('tabpanel')).toContainText('Less flaring, cleaner industry');
  });
});

test.describe('navigation', () => {
  test('the top bar (logged out) leads to every public page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner');
    await nav.getByRole('link', { name: 'Financial Projections' }).click();
    await expect(page).toHaveURL(/\/financials$/);
    await expect(page.getByRole('table').first()).toBeVisible();

    await nav.getByRole('link', { name: 'Market Data' }).click();
    await expect(page).toHaveURL(/\/markets$/);

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await nav.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/provider$/);
  });

  test('privacy, terms and success pages render', async ({ page }) => {
    for (const [path, text] of [
      ['/privacy', /privacy/i],
      ['/terms', /terms/i],
      ['/success', /link/i],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(
        path === '/success' ? /./ : text,
      );
      await expect(page.locator('main')).toContainText(text);
    }
  });

  test('an area page without a session goes back to the landing page', async ({ page }) => {
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('financial projections', () => {
  test('shows the business-plan constants and a chart', async ({ page }) => {
    await page.goto('/financials');
    const main = page.locator('main');
    for (const figure of ['$19,820,000', '$15,937,500', '$150,000', '$10,000', '$5,000', '30%', '5%']) {
      await expect(main.getByText(figure).first(), figure).toBeVisible();
    }
    await expect(main.locator('.recharts-wrapper, svg.recharts-surface').first()).toBeVisible();
  });
});

test.describe('market data', () => {
  test('has the specified columns and reads live offers from the API', async ({ page }) => {
    const response = page.waitForResponse('**/api/markets');
    await page.goto('/markets');
    const body = await (await response).json();
    expect(body.success).toBe(true);
    // The data may arrive before the table is drawn (the route's loader asks for it early).
    await expect(page.getByRole('columnheader')).toHaveText([
      'Region',
      'Contract',
      'Delivery Point',
      'Product',
      'Quantity',
      'Buy Bid',
      'Sell Bid',
      'Delivery Days',
    ]);
    if (body.data.length === 0) {
      await expect(page.getByText('There are no records to display')).toBeVisible();
    } else {
      // The header row plus the first page (10 rows by default).
      await expect(page.getByRole('row')).toHaveCount(Math.min(body.data.length, 10) + 1);
      await expect(page.getByRole('cell', { name: body.data[0].deliveryPoint }).first()).toBeVisible();
    }
  });
});

test.describe('API conventions', () => {
  test('an unknown API route answers the 404 envelope', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      data: null,
      errors: [{ htmlId: '', message: 'No API route matches GET /api/does-not-exist' }],
    });
  });

  test('pages are served with the security headers', async ({ request }) => {
    const res = await request.get('/markets');
    expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('keyboard', () => {
  test('the top bar is reachable with Tab and shows focus', async ({ page }) => {
    await page.goto('/');
    // The top bar is drawn once its words have loaded.
    await expect(page.getByRole('link', { name: 'Market Data' }).first()).toBeVisible();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached).toEqual(expect.arrayContaining(['Financial Projections', 'Market Data', 'Log In']));
  });
});

test('every public page fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of [
    '/',
    '/financials',
    '/markets',
    '/login',
    '/provider',
    '/takers',
    '/privacy',
    '/terms',
    '/success',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page);
  }
});
