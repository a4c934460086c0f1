import { goodPassword, hubIds, logIn, multipart, receiptFiles, verificationToken } from './builders.ts';
import { type CookieJar, call, type TestContext } from './helpers.ts';

// Test data of the platform's logistics (issue 17): drivers with logins, trucks and slots, made
// through the API as an operator would.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export type TestDriver = { id: string; email: string; jar: CookieJar };

/**
 * A driver with a login, added by an operator: it follows the emailed set-password link, chooses
 * `goodPassword` and logs in.
 */
export async function newDriver(
  ctx: TestContext,
  admin: CookieJar,
  name = 'Musa Ibrahim',
): Promise<TestDriver> {
  const email = `driver.${unique()}@gas-exchange.ng`;
  const res = await call(ctx.app, admin, 'POST', '/api/drivers', { name, phone: '08031234567', email });
  if (res.statusCode !== 201) throw new Error(`driver: ${res.body}`);
  const token = await verificationToken(ctx, email);
  const done = await call(ctx.app, undefined, 'POST', '/api/auth/password-reset/complete', {
    token,
    password: goodPassword,
    confirm: goodPassword,
  });
  if (done.statusCode !== 200) throw new Error(`driver password: ${done.body}`);
  return { id: res.json().data.id, email, jar: await logIn(ctx, email) };
}

/** A truck of the fleet at `hub` (Kano when not given). */
export async function newTruck(
  ctx: TestContext,
  admin: CookieJar,
  options: { hubId?: string; type?: 'CNG cascade' | 'LNG ISO tank' } = {},
): Promise<string> {
  const hubId = options.hubId ?? (await hubIds(ctx)).Kano!;
  const registration = `KAN-${unique().slice(-6).toUpperCase()}`;
  const res = await call(ctx.app, admin, 'POST', '/api/trucks', {
    registration,
    type: options.type ?? 'CNG cascade',
    capacity: 4500,
    capacityUnit: 'scm',
    hubId,
  });
  if (res.statusCode !== 201) throw new Error(`truck: ${res.body}`);
  return res.json().data.id;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A one-minute slot's hours, a different minute between 06:00 and 18:00 each call: slots never
 * overlap, so tests may book one truck or driver in several (a truck or driver is never booked in
 * two slots whose hours overlap: bookings.ts).
 */
export function slotMinute() {
  const start = 6 * 60 + (counter++ % (12 * 60));
  return { startTime: hhmm(start), endTime: hhmm(start + 1) };
}

/** A loading slot at `hubId` on `day`, taking `capacity` loadings; its start time is unique per call. */
export async function newSlot(
  ctx: TestContext,
  admin: CookieJar,
  options: { hubId: string; day: string; capacity?: number },
): Promise<string> {
  const res = await call(ctx.app, admin, 'POST', '/api/slots', {
    hubId: options.hubId,
    day: options.day,
    ...slotMinute(),
    capacity: options.capacity ?? 4,
  });
  if (res.statusCode !== 201) throw new Error(`slot: ${res.body}`);
  return res.json().data.id;
}

/** What the authorization matrix's logistics entries use (authorization-matrix.ts `fx.logistics`). */
export type LogisticsFixtures = {
  /** A truck of the fleet and the form that keeps it as it is (PUT trucks/{id}). */
  truck: { id: string; form: Record<string, unknown> };
  /** A form for a new truck (a registration of its own each call). */
  newTruckForm(): Record<string, unknown>;
  driverId: string;
  /** A form for a new driver without a login. */
  newDriverForm(): Record<string, unknown>;
  slotId: string;
  /** A form for a new slot (a start time of its own each call). */
  newSlotForm(): Record<string, unknown>;
  /** A delivery scheduled with the matrix's `driver` (not `otherDriver`). */
  deliverySaleId: string;
  /** A fresh delivery, approved and waiting for a slot; and its schedule request. */
  newAwaitingDelivery(): Promise<{ saleId: string; schedule: Record<string, unknown> }>;
  /** A fresh delivery of the matrix's driver at the step named: scheduled, loaded (with a ticket) or on its way. */
  newDelivery(stage: 'scheduled' | 'loaded' | 'in transit'): Promise<string>;
  /** A fresh collection with a slot booked. */
  newBookedCollection(): Promise<string>;
  /** The buyer's delivery code of a sale. */
  codeOf(saleId: string): Promise<string>;
  /** Ids only operators and the assigned driver may see. */
  privateIds: string[];
};

/** Who trades in the matrix: the buyer and supplier, the inventory (at Ajaokuta) and the buyer's site. */
export type MatrixTrade = {
  buyer: CookieJar;
  supplier: CookieJar;
  productId: string;
  inventoryId: string;
  unitPrice: number;
  siteId: string;
};

/** The matrix's drivers (`driver`, `otherDriver`) and its logistics fixtures, made by `admin`. */
export async function logisticsMatrix(ctx: TestContext, admin: CookieJar, day: string, trade: MatrixTrade) {
  const driver = await newDriver(ctx, admin, 'Musa Ibrahim');
  const otherDriver = await newDriver(ctx, admin, 'Sani Abubakar');
  const hubId = (await hubIds(ctx)).Ajaokuta!;
  const newTruckForm = () => ({
    registration: `MTX-${unique().slice(-6).toUpperCase()}`,
    type: 'LNG ISO tank',
    capacity: 40000,
    capacityUnit: 'litres',
    hubId,
  });
  const newSlotForm = () => ({ hubId, day, ...slotMinute(), capacity: 3 });
  const post = async (url: string, body: unknown, jar = admin) => {
    const res = await call(ctx.app, jar, 'POST', url, body);
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`);
    return res.json().data;
  };
  const approvedSale = async (method: 'delivery' | 'collection') => {
    const sale = await post(
      '/api/sales',
      {
        productId: trade.productId,
        contractId: trade.inventoryId,
        quantity: 2,
        currency: 'NGN',
        amount: 2 * trade.unitPrice,
        fulfilment: method === 'delivery' ? { method, siteId: trade.siteId } : { method },
      },
      trade.buyer,
    );
    const approved = await call(ctx.app, trade.supplier, 'PATCH', `/api/sales/${sale.id}/Approved`);
    if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
    return sale.id as string;
  };
  const truckForm = newTruckForm();
  const truck = await post('/api/trucks', truckForm);
  const newAwaitingDelivery = async () => {
    const saleId = await approvedSale('delivery');
    const slot = await post('/api/slots', newSlotForm());
    const crew = await post('/api/trucks', newTruckForm());
    return { saleId, schedule: { slotId: slot.id, truckId: crew.id, driverId: driver.id } };
  };
  const newDelivery = async (stage: 'scheduled' | 'loaded' | 'in transit') => {
    const { saleId, schedule } = await newAwaitingDelivery();
    await post(`/api/deliveries/${saleId}/schedule`, schedule);
    if (stage === 'scheduled') return saleId;
    const form = multipart(
      { quantityLoaded: '2' },
      { name: 'ticket', filename: 'ticket.png', type: 'image/png', bytes: receiptFiles.png },
    );
    const loaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/deliveries/${saleId}/loading`,
      headers: { cookie: admin.header(), ...form.headers },
      payload: form.payload,
    });
    if (loaded.statusCode !== 200) throw new Error(`loading: ${loaded.body}`);
    if (stage === 'in transit') await post(`/api/deliveries/${saleId}/departure`, {});
    return saleId;
  };
  const deliverySaleId = await newDelivery('scheduled');
  const fixtures: LogisticsFixtures = {
    truck: { id: truck.id, form: truckForm },
    newTruckForm,
    driverId: driver.id,
    newDriverForm: () => ({ name: 'Chinedu Eze', phone: '08039998888' }),
    slotId: (await post('/api/slots', newSlotForm())).id,
    newSlotForm,
    deliverySaleId,
    newAwaitingDelivery,
    newDelivery,
    async newBookedCollection() {
      const saleId = await approvedSale('collection');
      const slot = await post('/api/slots', newSlotForm());
      await post(`/api/deliveries/${saleId}/schedule`, { slotId: slot.id });
      return saleId;
    },
    async codeOf(saleId) {
      const res = await call(ctx.app, trade.buyer, 'GET', `/api/sales/${saleId}/delivery-code`);
      return res.json().data.code;
    },
    privateIds: [deliverySaleId, driver.id],
  };
  return { driver, otherDriver, fixtures };
}
