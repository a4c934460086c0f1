import { goodPassword, hubIds, logIn, verificationToken } from './builders.ts';
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

/** A loading slot at `hubId` on `day`, taking `capacity` loadings; its start time is unique per call. */
export async function newSlot(
  ctx: TestContext,
  admin: CookieJar,
  options: { hubId: string; day: string; capacity?: number },
): Promise<string> {
  const minute = String(counter++ % 60).padStart(2, '0');
  const hour = String(6 + (Math.floor(counter / 60) % 12)).padStart(2, '0');
  const res = await call(ctx.app, admin, 'POST', '/api/slots', {
    hubId: options.hubId,
    day: options.day,
    startTime: `${hour}:${minute}`,
    endTime: '20:00',
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
};

/** The matrix's drivers (`driver`, `otherDriver`) and its logistics fixtures, made by `admin`. */
export async function logisticsMatrix(ctx: TestContext, admin: CookieJar, day: string) {
  const driver = await newDriver(ctx, admin, 'Musa Ibrahim');
  const otherDriver = await newDriver(ctx, admin, 'Sani Abubakar');
  const hubId = (await hubIds(ctx)).Kano!;
  const newTruckForm = () => ({
    registration: `MTX-${unique().slice(-6).toUpperCase()}`,
    type: 'LNG ISO tank',
    capacity: 40000,
    capacityUnit: 'litres',
    hubId,
  });
  const truckForm = newTruckForm();
  const truck = await call(ctx.app, admin, 'POST', '/api/trucks', truckForm);
  const newSlotForm = () => {
    const n = counter++;
    return {
      hubId,
      day,
      startTime: `${String(6 + (Math.floor(n / 60) % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`,
      endTime: '21:00',
      capacity: 3,
    };
  };
  const fixtures: LogisticsFixtures = {
    truck: { id: truck.json().data.id, form: truckForm },
    newTruckForm,
    driverId: driver.id,
    newDriverForm: () => ({ name: 'Chinedu Eze', phone: '08039998888' }),
    slotId: await newSlot(ctx, admin, { hubId, day }),
    newSlotForm,
  };
  return { driver, otherDriver, fixtures };
}
