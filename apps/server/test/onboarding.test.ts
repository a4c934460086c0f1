import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contacts, parties } from '../src/db/schema.ts';
import { completeBusinessProfile, goodPassword, newAdmin, newParty, queuedMails } from './builders.ts';
import { type CookieJar, call, refusal, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: CookieJar;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await newAdmin(ctx)).jar;
});
afterAll(() => ctx.close());

const statusOf = async (partyId: string) =>
  (await ctx.database.db.select({ status: parties.status }).from(parties).where(eq(parties.id, partyId)))[0]!
    .status;

/** An operator's decision on a party, at the spec's path for it (which names the kind: client or customer). */
const decide = (kind: 'client' | 'customer', partyId: string, decision: 'Approve' | 'Reject') =>
  call(
    ctx.app,
    admin,
    'PATCH',
    decision === 'Approve'
      ? `/api/onboarding/complete/${kind}/${partyId}/Approve`
      : `/api/onboarding/${kind}/${partyId}/Reject`,
  );

describe('admin lists of parties', () => {
  it('lists suppliers as companies and offtakers as people, with status and creation date', async () => {
    const supplier = await newParty(ctx, 'supplier');
    const offtaker = await newParty(ctx, 'offtaker');
    const clients = (await call(ctx.app, admin, 'GET', '/api/clients')).json().data;
    const found = clients.find((row: { id: string }) => row.id === supplier.partyId);
    expect(found).toMatchObject({
      status: 'Active',
      company: { name: expect.stringMatching(/^Zuma Gas/) },
      individual: null,
    });
    expect(new Date(found.createdUtc).toString()).not.toBe('Invalid Date');

    const customers = (await call(ctx.app, admin, 'GET', '/api/customers')).json().data;
    expect(customers.find((row: { id: string }) => row.id === offtaker.partyId)).toMatchObject({
      name: 'Amina Bello',
      individual: { firstName: 'Amina', lastName: 'Bello' },
      company: { name: 'Kano Textiles' },
    });
    const detail = await call(ctx.app, admin, 'GET', `/api/customers/${offtaker.partyId}`);
    expect(detail.json().data.email).toBe(offtaker.email);
  });

  it('answers 404 for a supplier id asked as an offtaker, and for unknown ids', async () => {
    const supplier = await newParty(ctx, 'supplier');
    expect((await call(ctx.app, admin, 'GET', `/api/customers/${supplier.partyId}`)).statusCode).toBe(404);
    expect(
      (await call(ctx.app, admin, 'GET', '/api/clients/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const bad = await call(ctx.app, admin, 'GET', '/api/clients/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ htmlId: 'id', message: 'The id is not valid' }]);
  });

  it("reads a supplier's contacts with the supplier's own id", async () => {
    const supplier = await newParty(ctx, 'supplier');
    const res = await call(ctx.app, admin, 'GET', `/api/contacts/client/${supplier.partyId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([
      { email: supplier.email, mobile: '08031234567', isPrimary: true },
    ]);
  });
});

describe('onboarding decisions', () => {
  it('lists Pending parties with clientId for suppliers and customerId for offtakers', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    const offtaker = await newParty(ctx, 'offtaker', { status: 'Pending' });
    const list = (await call(ctx.app, admin, 'GET', '/api/onboarding')).json().data;
    expect(list).toEqual(
      expect.arrayContaining([
        {
          name: expect.stringMatching(/^Zuma Gas/),
          clientId: supplier.partyId,
          createdUtc: expect.any(String),
        },
        { name: 'Amina Bello', customerId: offtaker.partyId, createdUtc: expect.any(String) },
      ]),
    );
    expect(
      list.every((row: { clientId?: string; customerId?: string }) => row.clientId || row.customerId),
    ).toBe(true);
  });

  it('approves a pending supplier once and emails it', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    await completeBusinessProfile(ctx, supplier.partyId);
    const res = await decide('client', supplier.partyId, 'Approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('Active');
    expect(await statusOf(supplier.partyId)).toBe('Active');
    const again = await decide('client', supplier.partyId, 'Approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(
      'Only a pending registration can be decided; this one is Active',
    );
    expect(
      (await queuedMails(ctx)).some(
        (mail) => mail.to === supplier.email.toLowerCase() && mail.subject === 'Your account is approved',
      ),
    ).toBe(true);
  });

  it('rejects a pending offtaker: its sessions end and it can no longer log in', async () => {
    const offtaker = await newParty(ctx, 'offtaker', { status: 'Pending' });
    expect((await call(ctx.app, offtaker.jar, 'GET', '/api/auth/role')).statusCode).toBe(200);
    const res = await decide('customer', offtaker.partyId, 'Reject');
    expect(res.statusCode).toBe(200);
    expect(await statusOf(offtaker.partyId)).toBe('Rejected');
    expect((await call(ctx.app, offtaker.jar, 'GET', '/api/auth/role')).statusCode).toBe(401);
    const login = await call(ctx.app, undefined, 'POST', '/api/auth/login', {
      email: offtaker.email,
      password: goodPassword,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().errors[0].message).toBe(
      'Your registration was not approved. Please contact the platform operators.',
    );
  });

  it('decides on the kind named in the path only', async () => {
    const offtaker = await newParty(ctx, 'offtaker', { status: 'Pending' });
    const res = await decide('client', offtaker.partyId, 'Approve');
    expect(res.statusCode).toBe(404);
    expect(await statusOf(offtaker.partyId)).toBe('Pending');
  });

  it('lets exactly one of many simultaneous decisions take effect', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    await completeBusinessProfile(ctx, supplier.partyId);
    const calls = Array.from({ length: 20 }, (_, i) =>
      decide('client', supplier.partyId, i % 2 === 0 ? 'Approve' : 'Reject'),
    );
    const codes = (await Promise.all(calls)).map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
  });
});

describe('profile', () => {
  it('shows the own party and contacts; edits and adds contacts', async () => {
    const supplier = await newParty(ctx, 'supplier');
    const profile = (await call(ctx.app, supplier.jar, 'GET', '/api/profile')).json().data;
    expect(profile.party).toMatchObject({ id: supplier.partyId, email: supplier.email });
    const contactId = profile.contacts[0].id;
    const edited = await call(ctx.app, supplier.jar, 'PUT', `/api/profile/contacts/${contactId}`, {
      firstName: 'Musa',
      lastName: 'Ibrahim',
      email: supplier.email,
      mobile: '08030000000',
      address: '12 Ahmadu Bello Way, Kaduna',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      firstName: 'Musa',
      address: '12 Ahmadu Bello Way, Kaduna',
      email2: null,
    });
    const added = await call(ctx.app, supplier.jar, 'POST', '/api/profile/contacts', {
      firstName: 'Ngozi',
      email: 'bad@',
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual([{ htmlId: 'email', message: 'Please enter a valid email address' }]);
    const good = await call(ctx.app, supplier.jar, 'POST', '/api/profile/contacts', {
      firstName: 'Ngozi',
      mobile2: '0809',
    });
    expect(good.statusCode).toBe(201);
    expect((await call(ctx.app, supplier.jar, 'GET', '/api/profile')).json().data.contacts).toHaveLength(2);
  });

  it('refuses a contact with no detail (empty, blank or unknown fields only) and stores nothing', async () => {
    for (const kind of ['supplier', 'offtaker'] as const) {
      const party = await newParty(ctx, kind);
      const contactId = (await call(ctx.app, party.jar, 'GET', '/api/profile')).json().data.contacts[0].id;
      const stored = async () => ({
        contacts: await ctx.database.db.select().from(contacts).where(eq(contacts.partyId, party.partyId)),
        audit: await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'contact')),
      });
      const before = await stored();
      expect(before.contacts).toHaveLength(1);
      const bodies = [
        {},
        { role: 'admin' },
        { partyId: crypto.randomUUID(), isPrimary: true },
        { firstName: '   ', email: '' },
      ];
      for (const body of bodies) {
        for (const [method, url] of [
          ['POST', '/api/profile/contacts'],
          ['PUT', `/api/profile/contacts/${contactId}`],
        ] as const) {
          const res = await call(ctx.app, party.jar, method, url, body);
          const label = `${kind} ${method} ${JSON.stringify(body)}`;
          expect(res.statusCode, label).toBe(400);
          expect(res.json(), label).toEqual(
            refusal('Enter at least one detail for this contact', 'firstName'),
          );
        }
      }
      expect(await stored()).toEqual(before);
    }
  });

  it("cannot touch another party's contact (404)", async () => {
    const a = await newParty(ctx, 'offtaker');
    const b = await newParty(ctx, 'offtaker');
    const contactOfA = (await call(ctx.app, a.jar, 'GET', '/api/profile')).json().data.contacts[0].id;
    const res = await call(ctx.app, b.jar, 'PUT', `/api/profile/contacts/${contactOfA}`, {
      firstName: 'Hijack',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('authorisation of admin endpoints', () => {
  it('answers 401 to anonymous callers and 403 to suppliers and offtakers on every admin route', async () => {
    const supplier = await newParty(ctx, 'supplier');
    const offtaker = await newParty(ctx, 'offtaker');
    const id = supplier.partyId;
    const adminRoutes: ['GET' | 'PATCH', string][] = [
      ['GET', '/api/clients'],
      ['GET', `/api/clients/${id}`],
      ['GET', '/api/customers'],
      ['GET', `/api/customers/${id}`],
      ['GET', '/api/onboarding'],
      ['GET', `/api/contacts/client/${id}`],
      ['GET', `/api/contacts/customer/${id}`],
      ['PATCH', `/api/onboarding/complete/client/${id}/Approve`],
      ['PATCH', `/api/onboarding/complete/customer/${id}/Approve`],
      ['PATCH', `/api/onboarding/client/${id}/Reject`],
      ['PATCH', `/api/onboarding/customer/${id}/Reject`],
    ];
    for (const [method, url] of adminRoutes) {
      expect((await call(ctx.app, undefined, method, url)).statusCode, `anonymous ${method} ${url}`).toBe(
        401,
      );
      expect((await call(ctx.app, supplier.jar, method, url)).statusCode, `supplier ${method} ${url}`).toBe(
        403,
      );
      expect((await call(ctx.app, offtaker.jar, method, url)).statusCode, `offtaker ${method} ${url}`).toBe(
        403,
      );
    }
    expect(await statusOf(id)).toBe('Active');
  });

  it('keeps profiles to suppliers and offtakers', async () => {
    expect((await call(ctx.app, undefined, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await call(ctx.app, admin, 'GET', '/api/profile')).statusCode).toBe(403);
  });
});
