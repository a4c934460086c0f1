import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Browser, type Page, request as requests } from '@playwright/test';
import { e2eOutbox } from '../env.ts';
import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';
import { serverNow } from '../support/clock.ts';
import { apiLogIn, completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// Issue 17, fulfilment: every approved sale is collected or delivered, proven, and only then paid.
// 1. A buyer of the test's own adds a delivery site and buys with delivery (the fee shown before
//    buying); the supplier approves; the operators schedule and record the loading; the driver,
//    on a 390 px phone, leaves the hub and records the delivery with the buyer's code; the buyer
//    accepts: the supplier's wallet is credited with the goods less 1% and the buyer's hold is empty.
// 2. A delivered purchase (5 litres short of what was loaded) is disputed by its buyer and settled
//    by an operator for part of the quantity: the supplier is paid for that part, the rest goes
//    back, the hold is empty; the operator resolves the transit loss on the Losses page at 390 px.
// The first journey schedules and loads on the operators' day board; its fleet (a truck, a driver
// with a login, a slot) is set up through the API. The second prepares its delivery through the API.

const password = 'Lokoja-Gas-2026!';
const demoPassword = 'Demo-Gas-2026!';
const demoAdmin = 'admin@gas-exchange.ng';
const supplierEmails: Record<string, string> = {
  'Zuma Gas Ltd': 'sales@zumagas.ng',
  'Delta CNG Company': 'trading@deltacng.ng',
};
const productName = 'Compressed Natural Gas (CNG)';
const hubNames = ['Ajaokuta', 'Port-Harcourt', 'Lagos', 'Kaduna', 'Maiduguri', 'Kano'];
/** ₦2.50 a litre delivered from any hub to Kogi. */
const feePerLitre = 250;

type SaleView = {
  id: string;
  reference: string;
  amount: number;
  unitPrice: number;
  logisticsFee: number;
  hub: { id: string; name: string };
  supplier: { name: string };
};

/** Undoes quoted-printable: soft line breaks and escaped bytes (=3D is "="). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The token of the newest `kind` link (verify, reset-password) mailed to `email`. */
async function mailedToken(email: string, kind: 'verify' | 'reset-password'): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(e2eOutbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const name of names.sort().reverse()) {
          const message = decodeQuotedPrintable(await fs.readFile(path.join(e2eOutbox, name), 'utf8'));
          if (!message.includes(email)) continue;
          const found = message.match(new RegExp(`/${kind}\\?token=([\\w-]+)`));
          if (found) {
            token = found[1]!;
            return true;
          }
        }
        return false;
      },
      { message: `a ${kind} email to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return token;
}

async function apiAs(baseURL: string, email: string, pass: string): Promise<APIRequestContext> {
  const context = await requests.newContext({ baseURL });
  const res = await apiLogIn(context, email, pass);
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A one-colour PNG: the receipt of the test buyer's deposit. */
function pngReceipt(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(32, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(32 * 3, Buffer.from([0x1b, 0x6e, 0x45]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 16 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An Active offtaker of the test's own with ₦1,000,000.00 in its wallet (signed up, verified, approved, funded). */
async function newBuyer(baseURL: string, admin: APIRequestContext, name: string) {
  const email = `${name.toLowerCase()}.${Date.now()}@lokojasteel.ng`;
  const anonymous = await requests.newContext({ baseURL });
  const signUp = await anonymous.post('/api/home/register/customer', {
    data: {
      firstname: name,
      lastname: 'Adeyemi',
      name: 'Lokoja Steel',
      mobile: '08031234567',
      email,
      password,
      confirm: password,
    },
  });
  const { partyId } = await ok<{ partyId: string }>(signUp, 201);
  await ok(await anonymous.post('/api/auth/verify', { data: { token: await mailedToken(email, 'verify') } }));
  // A company gives its RC number and TIN before an operator may approve it (issue 18).
  const buyer = await apiAs(baseURL, email, password);
  await ok(
    await buyer.put('/api/business-profile', { data: { rcNumber: 'RC 445566', tin: '12345678-0001' } }),
  );
  await ok(await admin.patch(`/api/onboarding/complete/customer/${partyId}/Approve`));
  const deposit = await ok<{ reference: string }>(
    await buyer.post('/api/payments', {
      multipart: {
        amount: '100000000',
        currency: 'NGN',
        receipt: { name: 'transfer.png', mimeType: 'image/png', buffer: pngReceipt() },
      },
    }),
    201,
  );
  await ok(await admin.patch(`/api/payments/${deposit.reference}/Approved`));
  await anonymous.dispose();
  return { email, api: buyer };
}

/** A fee from every hub to Kogi in naira (the test server's seed has none; a rerun finds them). */
async function feesToKogi(admin: APIRequestContext) {
  const hubs = await ok<{ id: string; name: string }[]>(await admin.get('/api/hubs'));
  for (const hub of hubs.filter((entry) => hubNames.includes(entry.name))) {
    const res = await admin.post('/api/logistics-fees', {
      data: { hubId: hub.id, state: 'Kogi', currency: 'NGN', feePerUnit: feePerLitre },
    });
    expect([201, 409], await res.text()).toContain(res.status());
  }
}

async function logIn(page: Page, email: string, pass: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(pass);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
  await expect(page).toHaveURL(home);
}

async function newPerson(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

const balanceOf = async (api: APIRequestContext) =>
  ok<{ amount: number; held: number }>(await api.get('/api/payments/balances/NGN'));

/** A truck, a driver with a login (its password chosen) and a slot today with room, at the sale's hub. */
async function fleetFor(baseURL: string, admin: APIRequestContext, sale: SaleView) {
  const tag = Date.now().toString(36).toUpperCase().slice(-5);
  const truck = await ok<{ id: string }>(
    await admin.post('/api/trucks', {
      data: {
        registration: `KGI-${tag}`,
        type: 'CNG cascade',
        capacity: 20_000,
        capacityUnit: 'litres',
        hubId: sale.hub.id,
        status: 'Available',
      },
    }),
    201,
  );
  const driverEmail = `driver.${tag.toLowerCase()}@gas-exchange.ng`;
  const driver = await ok<{ id: string }>(
    await admin.post('/api/drivers', {
      data: { name: 'Sani Abubakar', phone: '08035551234', email: driverEmail },
    }),
    201,
  );
  // Today's slot at the hub with room left (the other journey may have opened it), or a new one.
  const today = new Date((await serverNow(admin)).getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
  const slots = await ok<{ id: string; capacity: number; booked: number }[]>(
    await admin.get(`/api/slots?hubId=${sale.hub.id}&from=${today}&days=1`),
  );
  const slot =
    slots.find((entry) => entry.booked < entry.capacity) ??
    (await ok<{ id: string }>(
      await admin.post('/api/slots', {
        data: { hubId: sale.hub.id, day: today, startTime: '00:00', endTime: '23:59', capacity: 5 },
      }),
      201,
    ));
  // The driver chooses a password from the emailed link.
  const anonymous = await requests.newContext({ baseURL });
  const token = await mailedToken(driverEmail, 'reset-password');
  await ok(
    await anonymous.post('/api/auth/password-reset/complete', {
      data: { token, password, confirm: password },
    }),
  );
  await anonymous.dispose();
  return { driverEmail, truckId: truck.id, driverId: driver.id, slotId: slot.id };
}

/** The operators schedule the sale into that truck, driver and slot (through the API). */
async function schedule(baseURL: string, admin: APIRequestContext, sale: SaleView) {
  const fleet = await fleetFor(baseURL, admin, sale);
  await ok(
    await admin.post(`/api/deliveries/${sale.id}/schedule`, {
      data: { slotId: fleet.slotId, truckId: fleet.truckId, driverId: fleet.driverId },
    }),
  );
  return fleet;
}

async function loadAll(admin: APIRequestContext, sale: SaleView, quantity: number) {
  await ok(
    await admin.post(`/api/deliveries/${sale.id}/loading`, {
      multipart: { quantityLoaded: String(quantity) },
    }),
  );
}

async function saleOf(api: APIRequestContext, reference: string): Promise<SaleView> {
  const sales = await ok<SaleView[]>(await api.get('/api/sales'));
  const sale = sales.find((entry) => entry.reference === reference);
  expect(sale, `sale ${reference}`).toBeDefined();
  return sale!;
}

const naira = (minor: number) => `₦${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const platformFee = (amount: number) => Math.max(1, Math.floor((amount + 50) / 100));
/** The supplier's pay for goods: less the 1% fee and its VAT at the default 7.5 % (PLATFORM_FEE_VAT_PERCENT). */
const supplierNet = (goods: number) => {
  const fee = platformFee(goods);
  return goods - fee - Math.floor((fee * 750 + 5_000) / 10_000);
};

test('a purchase with delivery: approved, scheduled, loaded, delivered with the code on a phone, accepted and settled', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const admin = await apiAs(base, demoAdmin, demoPassword);
  await feesToKogi(admin);
  const buyer = await newBuyer(base, admin, 'Halima');

  // The buyer adds a delivery site on its profile.
  await logIn(page, buyer.email, password, /\/offtaker$/);
  await page.goto('/offtaker/profile');
  const sites = page.getByRole('region', { name: 'Delivery sites' });
  await expect(sites).toContainText('There are no records to display');
  await sites.getByRole('button', { name: 'Add site' }).click();
  const siteDialog = page.getByRole('dialog', { name: 'Add delivery site' });
  await siteDialog.getByLabel(/^Site name/).fill('Lokoja rolling mill');
  await siteDialog.getByLabel(/^Address/).fill('Km 4, Lokoja-Kabba Road');
  await siteDialog.getByLabel(/^LGA/).fill('Lokoja');
  await siteDialog.getByLabel(/^State/).selectOption('Kogi');
  await siteDialog.getByLabel(/^Receiving contact/).fill('Yusuf Ochai');
  await siteDialog.getByLabel(/^Contact phone/).fill('08037654321');
  await siteDialog.getByRole('button', { name: 'Add site' }).click();
  await expect(siteDialog.getByRole('status')).toContainText('The delivery site was added');
  await expect(siteDialog).toBeHidden();
  await expect(sites.getByRole('article', { name: 'Lokoja rolling mill' })).toBeVisible();

  // It buys 100 litres with delivery there: the fee is shown and held with the goods.
  await page.goto('/offtaker/sales');
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await dialog.getByLabel('Product').selectOption({ label: productName });
  await dialog.getByLabel('Quantity').fill('100');
  const offers = dialog.getByLabel('Contract').locator('option:not([value=""])');
  await expect(offers.first()).toBeAttached();
  await dialog.getByLabel('Contract').selectOption((await offers.first().getAttribute('value')) ?? '');
  await dialog.getByRole('radio', { name: 'Delivery to one of your sites' }).check();
  await dialog.getByLabel(/^Delivery site/).selectOption({ label: 'Lokoja rolling mill · Lokoja, Kogi' });
  await expect(dialog.getByText('Logistics fee (₦2.50 / Liter)')).toBeVisible();
  await expect(dialog.locator('#logistics-fee')).toHaveText('₦250.00');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const placed = dialog.getByRole('status');
  await expect(placed).toContainText('was placed');
  await expect(placed).toContainText('until');
  const reference = /SL-[A-Z0-9-]+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  await expect(dialog).toBeHidden();
  const sale = await saleOf(buyer.api, reference);
  expect(sale.logisticsFee).toBe(100 * feePerLitre);
  const held = sale.amount + sale.logisticsFee;
  expect(await balanceOf(buyer.api)).toEqual(expect.objectContaining({ held }));

  // The supplier approves: the order is accepted, nothing is paid yet.
  const supplierEmail = supplierEmails[sale.supplier.name]!;
  const supplierApi = await apiAs(base, supplierEmail, demoPassword);
  const supplierBefore = (await balanceOf(supplierApi)).amount;
  const supplier = await newPerson(browser);
  await logIn(supplier.page, supplierEmail, demoPassword, /\/supplier$/);
  await supplier.page.goto(`/supplier/sales/${sale.id}`);
  await supplier.page.getByRole('button', { name: 'Approve' }).click();
  const approve = supplier.page.getByRole('dialog', { name: `Approve ${reference}?` });
  await expect(approve).toContainText('You accept the order');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByRole('status')).toContainText('Approved: the order is in fulfilment.');
  await expect(approve).toBeHidden();
  const supplierFulfilment = supplier.page.getByRole('region', { name: 'Fulfilment' });
  await expect(supplierFulfilment).toContainText('Awaiting dispatch');
  expect((await balanceOf(supplierApi)).amount).toBe(supplierBefore);

  // An operator schedules it on the day board (a truck, a driver and a slot of the hub, set up
  // through the API) and records the loading from the meter ticket.
  const fleet = await fleetFor(base, admin, sale);
  const operator = await newPerson(browser);
  await logIn(operator.page, demoAdmin, demoPassword, /\/admin$/);
  await operator.page.goto(`/admin/deliveries?hubId=${sale.hub.id}`);
  const row = operator.page.getByRole('row').filter({ hasText: reference });
  await row.getByRole('button', { name: `Schedule ${reference}` }).click();
  const scheduling = operator.page.getByRole('dialog', { name: `Schedule ${reference}` });
  await scheduling.getByLabel(/^Slot/).selectOption(fleet.slotId);
  await scheduling.getByLabel(/^Truck/).selectOption(fleet.truckId);
  await scheduling.getByLabel(/^Driver/).selectOption(fleet.driverId);
  await scheduling.getByRole('button', { name: 'Schedule' }).click();
  await expect(scheduling.getByText('The delivery was scheduled')).toBeVisible();
  await expect(scheduling).toBeHidden();
  await row.getByRole('button', { name: `Record loading ${reference}` }).click();
  const loading = operator.page.getByRole('dialog', { name: `Record loading ${reference}` });
  await loading.getByLabel(/^Quantity Loaded/).fill('100');
  await loading.getByRole('button', { name: 'Record loading' }).click();
  await expect(loading.getByRole('status')).toContainText('The loading was recorded');
  await expect(loading).toBeHidden();
  const { driverEmail } = fleet;

  // The buyer reads its delivery code on the purchase page.
  await page.goto(`/offtaker/sales/${sale.id}`);
  const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
  await expect(fulfilment).toContainText('Loaded');
  const codeCard = fulfilment.getByRole('region', { name: 'Your delivery code' });
  await expect(codeCard).toContainText('Give it only to the driver when the gas is delivered');
  const code = ((await codeCard.getByLabel('Delivery code').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{6}$/);

  // The driver, on a phone, leaves the hub and records the delivery with the code.
  const driver = await newPerson(browser, { width: 390, height: 844 });
  await logIn(driver.page, driverEmail, password, /\/driver$/);
  await driver.page.getByRole('button', { name: `Leave the hub with ${reference}` }).click();
  const leave = driver.page.getByRole('dialog', { name: `Leave the hub with ${reference}?` });
  await leave.getByRole('button', { name: 'Leave the hub' }).click();
  await expect(leave).toBeHidden();
  await driver.page.getByRole('button', { name: `Record delivery of ${reference}` }).click();
  const record = driver.page.getByRole('dialog', { name: `Record delivery ${reference}` });
  await record.getByLabel(/^Delivery Code/).fill(code);
  await record.getByLabel(/^Quantity Delivered/).fill('100');
  await record.getByRole('button', { name: 'Record delivery' }).click();
  await expect(record.getByRole('status')).toContainText('The delivery was recorded');
  await expect(record).toBeHidden();
  await expectNoHorizontalOverflow(driver.page);

  // The buyer accepts: the sale settles.
  await page.reload();
  await expect(fulfilment).toContainText('Delivered');
  await fulfilment.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept ${reference}?` });
  await expect(accept).toContainText(
    `You accept 100 litres: ${naira(sale.amount)} is paid to ${sale.supplier.name}`,
  );
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(accept.getByRole('status')).toContainText(`Accepted: ${reference} is settled.`);
  await expect(accept).toBeHidden();
  await expect(fulfilment).toContainText('Settled');

  // The supplier's wallet is credited with the goods less 1% and its VAT; the buyer's hold is empty.
  expect((await balanceOf(supplierApi)).amount).toBe(supplierBefore + supplierNet(sale.amount));
  expect(await balanceOf(buyer.api)).toEqual(
    expect.objectContaining({ held: 0, amount: 100_000_000 - sale.amount - sale.logisticsFee }),
  );
  await supplier.page.reload();
  await expect(supplierFulfilment).toContainText('Settled');
  await expect(supplierFulfilment).toContainText(naira(supplierNet(sale.amount)));

  await Promise.all([supplier.context.close(), driver.context.close(), operator.context.close()]);
  await Promise.all([admin.dispose(), buyer.api.dispose(), supplierApi.dispose()]);
});

test('a disputed delivery settled by an operator for part of the quantity, the rest released, its transit loss resolved', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const admin = await apiAs(base, demoAdmin, demoPassword);
  await feesToKogi(admin);
  const buyer = await newBuyer(base, admin, 'Amaka');

  // A purchase with delivery, placed, approved, scheduled, loaded (100 litres) and delivered (95).
  const site = await ok<{ id: string }>(
    await buyer.api.post('/api/delivery-sites', {
      data: {
        name: 'Ajaokuta works',
        address: 'Steel Town Road',
        lga: 'Ajaokuta',
        state: 'Kogi',
        contactName: 'Ojo Salami',
        contactPhone: '08031112233',
      },
    }),
    201,
  );
  const products = await ok<{ id: string; name: string }[]>(await buyer.api.get('/api/products'));
  const productId = products.find((product) => product.name === productName)!.id;
  const offers = await ok<{ contract: string; price: number }[]>(
    await buyer.api.get(`/api/inventories/listings/${productId}/100/NGN`),
  );
  const offer = offers[0]!;
  const placed = await ok<SaleView>(
    await buyer.api.post('/api/sales', {
      data: {
        productId,
        contractId: offer.contract,
        quantity: 100,
        currency: 'NGN',
        amount: 100 * offer.price,
        fulfilment: { method: 'delivery', siteId: site.id },
      },
    }),
    201,
  );
  const sale = await saleOf(buyer.api, placed.reference);
  const supplierApi = await apiAs(base, supplierEmails[sale.supplier.name]!, demoPassword);
  const supplierBefore = (await balanceOf(supplierApi)).amount;
  await ok(await supplierApi.patch(`/api/sales/${sale.id}/Approved`));
  await schedule(base, admin, sale);
  await loadAll(admin, sale, 100);
  await ok(await admin.post(`/api/deliveries/${sale.id}/departure`));
  const { code } = await ok<{ code: string }>(await buyer.api.get(`/api/sales/${sale.id}/delivery-code`));
  await ok(
    await admin.post(`/api/deliveries/${sale.id}/delivery`, { data: { code, quantityDelivered: '95' } }),
  );

  // The buyer disputes on its purchase page, with a reason.
  await logIn(page, buyer.email, password, /\/offtaker$/);
  await page.goto(`/offtaker/sales/${sale.id}`);
  const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
  await fulfilment.getByRole('button', { name: 'Dispute' }).click();
  const dispute = page.getByRole('dialog', { name: `Dispute ${sale.reference}` });
  await dispute.getByLabel(/^Reason/).fill('Our meter read 60 litres at the tank; the seal was broken');
  await dispute.getByRole('button', { name: 'Dispute' }).click();
  await expect(dispute.getByRole('status')).toContainText('Disputed');
  await expect(dispute).toBeHidden();
  await expect(fulfilment).toContainText('Our meter read 60 litres');

  // An operator finds it among the disputes and settles 60 litres.
  const operator = await newPerson(browser);
  await logIn(operator.page, demoAdmin, demoPassword, /\/admin$/);
  await operator.page.goto('/admin/disputes');
  await operator.page
    .getByRole('table', { name: 'Disputes' })
    .getByRole('link', { name: sale.reference })
    .click();
  const adminFulfilment = operator.page.getByRole('region', { name: 'Fulfilment' });
  await adminFulfilment.getByRole('button', { name: 'Resolve dispute' }).click();
  const resolve = operator.page.getByRole('dialog', { name: `Resolve the dispute on ${sale.reference}` });
  await resolve.getByRole('radio', { name: 'Settle part of it' }).check();
  await resolve.getByLabel(/^Quantity to settle/).fill('60');
  await resolve.getByLabel(/^Note/).fill('Settled on the buyer’s tank meter; the seal is under review');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve.getByRole('status')).toContainText(`Resolved: ${sale.reference} is settled.`);
  await expect(resolve).toBeHidden();
  await expect(adminFulfilment).toContainText('Settled');

  // The supplier is paid for 60 litres less 1% and its VAT; the logistics fee is charged on the 95 delivered;
  // the rest goes back to the buyer and its hold is empty.
  const goods = 60 * sale.unitPrice;
  expect((await balanceOf(supplierApi)).amount).toBe(supplierBefore + supplierNet(goods));
  expect(await balanceOf(buyer.api)).toEqual(
    expect.objectContaining({ held: 0, amount: 100_000_000 - goods - 95 * feePerLitre }),
  );
  await expect(adminFulfilment).toContainText(
    naira(sale.amount + sale.logisticsFee - goods - 95 * feePerLitre),
  );

  // The 5 litres loaded and not delivered are a transit loss (and the 35 refused another): on a
  // phone, the operator opens Logistics > Losses and closes the transit loss with a note.
  await operator.page.setViewportSize({ width: 390, height: 844 });
  const menu = operator.page.getByRole('navigation', { name: 'Admin' });
  await operator.page.getByRole('button', { name: 'Open navigation' }).click();
  // The Logistics group is still open from the Disputes page (the menu stays mounted).
  const lossesLink = menu.getByRole('link', { name: 'Losses' });
  if (!(await lossesLink.isVisible())) await menu.getByRole('button', { name: 'Logistics' }).click();
  await lossesLink.click();
  await expect(operator.page).toHaveURL(/\/admin\/losses$/);
  const losses = operator.page.getByRole('list', { name: 'Losses' });
  const transit = losses
    .getByRole('listitem')
    .filter({ hasText: sale.reference })
    .filter({ hasText: 'Lost in transit' });
  await expect(transit).toContainText('5 Liters');
  await expect(
    losses
      .getByRole('listitem')
      .filter({ hasText: sale.reference })
      .filter({ hasText: 'Refused at delivery' }),
  ).toContainText('35 Liters');
  await expectNoHorizontalOverflow(operator.page);
  await transit.getByRole('button', { name: `Resolve the transit loss on ${sale.reference}` }).click();
  const closeLoss = operator.page.getByRole('dialog', {
    name: `Resolve the transit loss on ${sale.reference}`,
  });
  await closeLoss.getByLabel(/^Note/).fill('Vented at a leaking valve on the way; insurer claim filed');
  await closeLoss.getByRole('button', { name: 'Resolve loss' }).click();
  await expect(closeLoss.getByRole('status')).toContainText(
    `the transit loss on ${sale.reference} is closed`,
  );
  await expect(closeLoss).toBeHidden();
  await expect(transit).toContainText('Resolved');
  await expect(transit).toContainText('insurer claim filed');
  await expect(transit.getByRole('button')).toHaveCount(0);
  // The buyer sees the resolution on its page.
  await page.reload();
  await expect(fulfilment).toContainText('Settled on the buyer’s tank meter');

  await operator.context.close();
  await Promise.all([admin.dispose(), buyer.api.dispose(), supplierApi.dispose()]);
});

test('an operator cancels a scheduled delivery before loading: everything held released, the slot freed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const admin = await apiAs(base, demoAdmin, demoPassword);
  await feesToKogi(admin);
  const buyer = await newBuyer(base, admin, 'Ngozi');
  const site = await ok<{ id: string }>(
    await buyer.api.post('/api/delivery-sites', {
      data: {
        name: 'Obajana works',
        address: 'Cement Road',
        lga: 'Lokoja',
        state: 'Kogi',
        contactName: 'Bala Yusuf',
        contactPhone: '08031114455',
      },
    }),
    201,
  );
  const products = await ok<{ id: string; name: string }[]>(await buyer.api.get('/api/products'));
  const productId = products.find((product) => product.name === productName)!.id;
  const offer = (
    await ok<{ contract: string; price: number }[]>(
      await buyer.api.get(`/api/inventories/listings/${productId}/50/NGN`),
    )
  )[0]!;
  const placed = await ok<SaleView>(
    await buyer.api.post('/api/sales', {
      data: {
        productId,
        contractId: offer.contract,
        quantity: 50,
        currency: 'NGN',
        amount: 50 * offer.price,
        fulfilment: { method: 'delivery', siteId: site.id },
      },
    }),
    201,
  );
  const sale = await saleOf(buyer.api, placed.reference);
  const supplierApi = await apiAs(base, supplierEmails[sale.supplier.name]!, demoPassword);
  await ok(await supplierApi.patch(`/api/sales/${sale.id}/Approved`));
  const fleet = await schedule(base, admin, sale);
  const bookedIn = async () => {
    const slots = await ok<{ id: string; booked: number }[]>(
      await admin.get(`/api/slots?hubId=${sale.hub.id}&days=1`),
    );
    return slots.find((slot) => slot.id === fleet.slotId)?.booked;
  };
  const bookedBefore = await bookedIn();
  expect(await balanceOf(buyer.api)).toMatchObject({ held: sale.amount + sale.logisticsFee });

  // On the sale's page the operator cancels it, with the reason, after reading what is released.
  const operator = await newPerson(browser);
  await logIn(operator.page, demoAdmin, demoPassword, /\/admin$/);
  await operator.page.goto(`/admin/sales/${sale.id}`);
  const fulfilment = operator.page.getByRole('region', { name: 'Fulfilment' });
  await fulfilment.getByRole('button', { name: 'Cancel sale' }).click();
  const dialog = operator.page.getByRole('dialog', { name: `Cancel ${sale.reference}` });
  await expect(dialog).toContainText(`${naira(sale.amount + sale.logisticsFee)} held goes back`);
  await dialog
    .getByLabel(/^Reason/)
    .fill('The truck failed its pre-trip inspection; no other LNG tank this week');
  await dialog.getByRole('button', { name: 'Cancel the sale' }).click();
  await expect(dialog.getByRole('status')).toContainText(`${sale.reference} was cancelled`);
  await expect(dialog).toBeHidden();
  await expect(fulfilment).toContainText('Cancelled');
  await expect(fulfilment).toContainText('no other LNG tank this week');
  await expect(fulfilment.getByRole('button', { name: 'Cancel sale' })).toHaveCount(0);

  // Everything held is back in the buyer's wallet; the slot's place is free again.
  expect(await balanceOf(buyer.api)).toEqual(expect.objectContaining({ held: 0, amount: 100_000_000 }));
  expect(await bookedIn()).toBe(bookedBefore! - 1);

  await operator.context.close();
  await Promise.all([admin.dispose(), buyer.api.dispose(), supplierApi.dispose()]);
});

test("a settled sale's invoice downloads as a PDF with the total the buyer paid for the gas", async ({
  page,
  baseURL,
}) => {
  // Issue 18, point 5: the demo buyer's settled purchase has its supplier's invoice.
  const buyerEmail = 'amina.bello@kanotextiles.ng';
  const buyer = await apiAs(baseURL!, buyerEmail, demoPassword);
  type Listed = SaleView & { fulfilmentStatus: string | null };
  const settled = (await ok<Listed[]>(await buyer.get('/api/sales'))).find(
    (sale) => sale.fulfilmentStatus === 'Settled',
  );
  expect(settled, 'a settled demo purchase').toBeDefined();
  const fulfilment = await ok<{ quantities: { accepted: number } }>(
    await buyer.get(`/api/sales/${settled!.id}/fulfilment`),
  );
  const goods = fulfilment.quantities.accepted * settled!.unitPrice;

  await logIn(page, buyerEmail, demoPassword, /\/offtaker$/);
  await page.goto(`/offtaker/sales/${settled!.id}`);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const link = invoices.getByRole('link', { name: /^Sale invoice INV-\d{6} \(PDF\)$/ });
  await expect(link).toBeVisible();
  await expect(invoices).toContainText(`Total ${naira(goods)}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  const bytes = await fs.readFile(await download.path());
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(settled!.reference);
  expect(text).toContain(`Total ${naira(goods)}`);
  await buyer.dispose();
});
