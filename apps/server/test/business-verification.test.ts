// Business verification before onboarding (issue 18, point 4): a Pending party's business
// profile and certificates, the operator's approval refused without them, the licence renewal
// once Active, an expired licence blocking new prices, and the daily expiry reminders at 30 and 7
// days, moved by a TestClock.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, jobs, parties } from '../src/db/schema.ts';
import { businessDocuments } from '../src/db/schema-verification.ts';
import { TestClock } from '../src/lib/clock.ts';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import { remindLicenceExpiry } from '../src/modules/verification/remind-licence-expiry.ts';
import {
  completeBusinessProfile,
  logIn,
  multipart,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  receiptFiles,
} from './builders.ts';
import { serverUrl } from './databases.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

// 07:00 in Lagos, an hour before the daily licence check.
const clock = new TestClock({ start: new Date('2026-11-20T06:00:00Z') });
let ctx: TestContext;
let admin: { email: string; jar: CookieJar };
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  admin = await newAdmin(ctx);
});
afterAll(() => ctx.close());

const supplierProfile = {
  rcNumber: 'rc1234567',
  tin: '12345678-0001',
  licenceNumber: 'NMDPRA/DS/2026/0042',
  licenceExpiry: '2027-06-30',
};

const upload = (
  jar: CookieJar,
  kind: string,
  bytes: Buffer,
  filename = 'certificate.pdf',
  type = 'application/pdf',
) => {
  const form = multipart({ kind }, { name: 'document', filename, type, bytes });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/business-profile/documents',
    headers: { cookie: jar.header(), ...form.headers },
    payload: form.payload,
  });
};
const plainPdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <<>>\n%%EOF\n');
const activePdf = Buffer.from(
  '%PDF-1.7\n1 0 obj <</Type /Catalog /OpenAction <</S /JavaScript /JS (app.alert(1))>>>> endobj\ntrailer <<>>\n%%EOF\n',
);
const approve = (kind: 'client' | 'customer', partyId: string) =>
  call(ctx.app, admin.jar, 'PATCH', `/api/onboarding/complete/${kind}/${partyId}/Approve`);
const statusOf = async (partyId: string) =>
  (await ctx.database.db.select({ status: parties.status }).from(parties).where(eq(parties.id, partyId)))[0]!
    .status;
/** Moves the test clock; sessions idle past 15 minutes end, so the operator logs in again. */
async function move(minutes: number) {
  clock.advanceMinutes(minutes);
  admin.jar = await logIn(ctx, admin.email);
}

describe('the business profile of a Pending party', () => {
  it('takes a supplier’s RC number, TIN and licence, written one way, and audits the change', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    const empty = await call(ctx.app, supplier.jar, 'GET', '/api/business-profile');
    expect(empty.json().data).toMatchObject({
      partyKind: 'supplier',
      required: true,
      rcNumber: null,
      documents: [],
      missing: [
        'CAC RC number',
        'TIN',
        'NMDPRA licence number',
        'Licence expiry date',
        'CAC certificate',
        'NMDPRA licence',
      ],
    });
    const saved = await call(ctx.app, supplier.jar, 'PUT', '/api/business-profile', supplierProfile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      rcNumber: 'RC 1234567',
      tin: '12345678-0001',
      licenceNumber: 'NMDPRA/DS/2026/0042',
      licenceExpiry: '2027-06-30',
      licenceState: 'valid',
      missing: ['CAC certificate', 'NMDPRA licence'],
    });
    // Pending: every field may still change.
    const changed = await call(ctx.app, supplier.jar, 'PUT', '/api/business-profile', {
      ...supplierProfile,
      rcNumber: 'BN 7654321',
      tin: '1234567890',
    });
    expect(changed.json().data).toMatchObject({ rcNumber: 'BN 7654321', tin: '1234567890' });
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, supplier.partyId), eq(auditEvents.action, 'business_profile_saved')),
      );
    expect(audit.map((row) => row.afterState)).toEqual([
      'RC number RC 1234567, TIN 12345678-0001, licence NMDPRA/DS/2026/0042 until 2027-06-30',
      'RC number BN 7654321, TIN 1234567890, licence NMDPRA/DS/2026/0042 until 2027-06-30',
    ]);
  });

  it('refuses bad formats, a supplier without its licence, a passed expiry and an offtaker’s licence, field by field', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    const bad = await call(ctx.app, supplier.jar, 'PUT', '/api/business-profile', {
      rcNumber: 'LLC-12',
      tin: '1234-5678',
      licenceNumber: '<b>',
      licenceExpiry: '31/12/2027',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { htmlId: string }) => error.htmlId)).toEqual([
      'rcNumber',
      'tin',
      'licenceNumber',
      'licenceExpiry',
    ]);
    expect(bad.json().errors[0].message).toBe(
      'Please enter a valid CAC RC number: digits, optionally after RC, BN or IT (e.g. RC 1234567)',
    );
    const noLicence = await call(ctx.app, supplier.jar, 'PUT', '/api/business-profile', {
      rcNumber: '1234567',
      tin: '1234567890',
    });
    expect(noLicence.statusCode).toBe(400);
    expect(noLicence.json().errors).toEqual([
      { htmlId: 'licenceNumber', message: 'NMDPRA licence number is required' },
      { htmlId: 'licenceExpiry', message: 'Licence expiry date is required' },
    ]);
    const passed = await call(ctx.app, supplier.jar, 'PUT', '/api/business-profile', {
      ...supplierProfile,
      licenceExpiry: '2026-11-19',
    });
    expect(passed.statusCode).toBe(400);
    expect(passed.json().errors).toEqual([
      {
        htmlId: 'licenceExpiry',
        message: 'The licence expiry date has passed: give the renewed licence and its new expiry date',
      },
    ]);
    const offtaker = await newParty(ctx, 'offtaker', { status: 'Pending' });
    const licence = await call(ctx.app, offtaker.jar, 'PUT', '/api/business-profile', supplierProfile);
    expect(licence.statusCode).toBe(400);
    expect(licence.json().errors[0]).toEqual({
      htmlId: 'licenceNumber',
      message: 'Only suppliers give an NMDPRA licence',
    });
    // Nothing was stored by the refusals.
    expect(
      (await call(ctx.app, supplier.jar, 'GET', '/api/business-profile')).json().data.rcNumber,
    ).toBeNull();
  });

  it('checks certificates like deposit receipts and stores only what passes', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    const countDocuments = async () =>
      (
        await ctx.database.db
          .select()
          .from(businessDocuments)
          .where(eq(businessDocuments.partyId, supplier.partyId))
      ).length;
    const refusals: [Buffer, string, string][] = [
      [receiptFiles.html, 'cac.pdf', 'The document must be a PDF, PNG, JPEG or WebP file'],
      [Buffer.alloc(0), 'cac.pdf', 'The document file is empty'],
      [
        activePdf,
        'cac.pdf',
        'The document PDF contains scripts, actions or attached files. Please upload a plain PDF or an image.',
      ],
    ];
    for (const [bytes, filename, message] of refusals) {
      const res = await upload(supplier.jar, 'cac_certificate', bytes, filename);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors).toEqual([{ htmlId: 'document', message }]);
    }
    const noKind = await upload(supplier.jar, 'passport', plainPdf);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().errors).toEqual([
      { htmlId: 'kind', message: 'Choose which document this is: CAC certificate or NMDPRA licence' },
    ]);
    expect(await countDocuments()).toBe(0);

    const cac = await upload(supplier.jar, 'cac_certificate', plainPdf);
    expect(cac.statusCode, cac.body).toBe(201);
    expect(cac.json().data).toMatchObject({
      kind: 'cac_certificate',
      contentType: 'application/pdf',
      size: plainPdf.length,
    });
    const licence = await upload(
      supplier.jar,
      'nmdpra_licence',
      receiptFiles.png,
      'licence.png',
      'image/png',
    );
    expect(licence.json().data).toMatchObject({ kind: 'nmdpra_licence', contentType: 'image/png' });
    const [row] = await ctx.database.db
      .select()
      .from(businessDocuments)
      .where(eq(businessDocuments.id, cac.json().data.id));
    expect(row!.storageKey).toMatch(/^receipts\/[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(ctx.config.dataDir, row!.storageKey))).toEqual(plainPdf);
    const uploads = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, supplier.partyId), eq(auditEvents.action, 'business_document_uploaded')),
      );
    expect(uploads.map((event) => event.afterState)).toEqual(['CAC certificate', 'NMDPRA licence']);

    const offtaker = await newParty(ctx, 'offtaker', { status: 'Pending' });
    const notTheirs = await upload(offtaker.jar, 'nmdpra_licence', plainPdf);
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().errors[0].message).toBe('Only suppliers upload an NMDPRA licence');
  });

  it('shows the documents to the party and operators only: another party, a stranger’s id, get 404', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    const other = await newParty(ctx, 'supplier');
    const offtaker = await newParty(ctx, 'offtaker');
    const document = (await upload(supplier.jar, 'cac_certificate', plainPdf)).json().data.id as string;
    const url = `/api/business-documents/${document}`;
    const own = await call(ctx.app, supplier.jar, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload).toEqual(plainPdf);
    const byOperator = await call(ctx.app, admin.jar, 'GET', url);
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.headers['x-content-type-options']).toBe('nosniff');
    for (const stranger of [other.jar, offtaker.jar]) {
      const res = await call(ctx.app, stranger, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].message).toBe('The document was not found');
      expect(
        (await call(ctx.app, stranger, 'GET', `/api/business-profiles/${supplier.partyId}`)).statusCode,
      ).toBe(404);
    }
    const profile = await call(ctx.app, admin.jar, 'GET', `/api/business-profiles/${supplier.partyId}`);
    expect(profile.json().data.documents).toEqual([
      expect.objectContaining({ id: document, kind: 'cac_certificate' }),
    ]);
    expect(
      (await call(ctx.app, admin.jar, 'GET', '/api/business-documents/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});

describe('approval needs a complete business profile', () => {
  it('refuses a supplier without one (409 naming what is missing), approves it once complete', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    const refused = await approve('client', supplier.partyId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'This registration cannot be approved yet: its business profile lacks CAC RC number, TIN, NMDPRA licence number, Licence expiry date, CAC certificate, NMDPRA licence.',
    );
    await call(ctx.app, supplier.jar, 'PUT', '/api/business-profile', supplierProfile);
    await upload(supplier.jar, 'cac_certificate', plainPdf);
    const stillRefused = await approve('client', supplier.partyId);
    expect(stillRefused.json().errors[0].message).toBe(
      'This registration cannot be approved yet: its business profile lacks NMDPRA licence.',
    );
    expect(await statusOf(supplier.partyId)).toBe('Pending');
    await upload(supplier.jar, 'nmdpra_licence', plainPdf);
    const approved = await approve('client', supplier.partyId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(supplier.partyId)).toBe('Active');
  });

  it('refuses an offtaker company without RC number and TIN; an individual needs none', async () => {
    const company = await newParty(ctx, 'offtaker', { status: 'Pending' });
    const refused = await approve('customer', company.partyId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'This registration cannot be approved yet: its business profile lacks CAC RC number, TIN.',
    );
    const saved = await call(ctx.app, company.jar, 'PUT', '/api/business-profile', {
      rcNumber: 'RC 445566',
      tin: '1234567890',
    });
    expect(saved.json().data.missing).toEqual([]);
    expect((await approve('customer', company.partyId)).statusCode).toBe(200);

    const person = await newParty(ctx, 'offtaker', { status: 'Pending' });
    await ctx.database.db.update(parties).set({ companyName: null }).where(eq(parties.id, person.partyId));
    const profile = (await call(ctx.app, person.jar, 'GET', '/api/business-profile')).json().data;
    expect(profile).toMatchObject({ required: false, missing: [] });
    expect((await approve('customer', person.partyId)).statusCode).toBe(200);
  });
});

describe('once Active', () => {
  it('keeps RC number and TIN, and takes a renewed licence the operator sees', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    await completeBusinessProfile(ctx, supplier.partyId, { licenceExpiry: '2027-01-31' });
    expect((await approve('client', supplier.partyId)).statusCode).toBe(200);
    const jar = await logIn(ctx, supplier.email);
    const current = (await call(ctx.app, jar, 'GET', '/api/business-profile')).json().data;
    const moved = await call(ctx.app, jar, 'PUT', '/api/business-profile', {
      rcNumber: 'RC 999',
      tin: current.tin,
      licenceNumber: current.licenceNumber,
      licenceExpiry: current.licenceExpiry,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0].message).toBe(
      'Your business is verified: the RC number and TIN can no longer be changed here. For other changes, contact the operators.',
    );
    const cac = await upload(jar, 'cac_certificate', plainPdf);
    expect(cac.statusCode).toBe(409);
    const renewed = await call(ctx.app, jar, 'PUT', '/api/business-profile', {
      rcNumber: current.rcNumber,
      tin: current.tin,
      licenceNumber: 'NMDPRA/DS/2027/0100',
      licenceExpiry: '2028-01-31',
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const certificate = await upload(jar, 'nmdpra_licence', plainPdf);
    expect(certificate.statusCode).toBe(201);
    const seen = (await call(ctx.app, admin.jar, 'GET', `/api/business-profiles/${supplier.partyId}`)).json()
      .data;
    expect(seen).toMatchObject({ licenceNumber: 'NMDPRA/DS/2027/0100', licenceExpiry: '2028-01-31' });
    expect(seen.documents.find((doc: { kind: string }) => doc.kind === 'nmdpra_licence').id).toBe(
      certificate.json().data.id,
    );
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, supplier.partyId), eq(auditEvents.action, 'business_licence_renewed')),
      );
    expect(event!.afterState).toContain('licence NMDPRA/DS/2027/0100 until 2028-01-31');
  });
});

describe('a change racing the approval', () => {
  /**
   * Holds the party's row as an operator's approval does: updated to Active, not yet committed,
   * while `change` is sent; commits 300 ms later and answers what `change` answered.
   */
  async function duringApproval<T>(partyId: string, change: () => Promise<T>): Promise<T> {
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let updated!: () => void;
    const isUpdated = new Promise<void>((resolve) => {
      updated = resolve;
    });
    const approval = ctx.database.db.transaction(async (tx) => {
      await tx.update(parties).set({ status: 'Active' }).where(eq(parties.id, partyId));
      updated();
      await committed;
    });
    await isUpdated;
    const answer = change();
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await approval;
    return answer;
  }

  // PGlite has one connection: a transaction held open would block the request itself.
  it.skipIf(!serverUrl)(
    'refuses the Pending rights once the approval commits: the RC number, TIN and CAC certificate stay as verified',
    async () => {
      const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
      await completeBusinessProfile(ctx, supplier.partyId);
      const verified = (await call(ctx.app, supplier.jar, 'GET', '/api/business-profile')).json().data;

      const save = await duringApproval(supplier.partyId, () =>
        call(ctx.app, supplier.jar, 'PUT', '/api/business-profile', { ...verified, tin: '87654321-0001' }),
      );
      expect(save.statusCode, save.body).toBe(409);
      expect(save.json().errors[0].message).toMatch(/the RC number and TIN can no longer be changed here/);
      const now = (
        await call(ctx.app, admin.jar, 'GET', `/api/business-profiles/${supplier.partyId}`)
      ).json();
      expect(now.data.tin).toBe(verified.tin);

      await ctx.database.db
        .update(parties)
        .set({ status: 'Pending' })
        .where(eq(parties.id, supplier.partyId));
      const documentsBefore = await ctx.database.db
        .select()
        .from(businessDocuments)
        .where(eq(businessDocuments.partyId, supplier.partyId));
      const cac = await duringApproval(supplier.partyId, () =>
        upload(supplier.jar, 'cac_certificate', plainPdf),
      );
      expect(cac.statusCode, cac.body).toBe(409);
      const documentsAfter = await ctx.database.db
        .select()
        .from(businessDocuments)
        .where(eq(businessDocuments.partyId, supplier.partyId));
      expect(documentsAfter).toEqual(documentsBefore);
    },
  );
});

describe('licence expiry, moved by the test clock', () => {
  it('emails 30 and 7 days before expiry, once each; an expired licence blocks new prices until renewed', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    // 40 days from the clock's start (Nov 20).
    await completeBusinessProfile(ctx, supplier.partyId, { licenceExpiry: '2026-12-30' });
    expect((await approve('client', supplier.partyId)).statusCode).toBe(200);
    const to = supplier.email.toLowerCase();
    const reminders = async () =>
      (await ctx.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')))
        .map((row) => row.payload as { to: string; subject: string })
        .filter((mail) => mail.to === to && mail.subject.startsWith('Your NMDPRA licence expires'))
        .map((mail) => mail.subject);
    const runDay = async () => {
      await ctx.app.scheduler.enqueueDue(ctx.database.db, clock.now());
      while ((await runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers })) > 0) {}
    };
    await runDay(); // the schedule's first poll, before 08:00 in Lagos
    const seen: string[][] = [];
    // Nov 20 08:00 Lagos to Dec 31: one check a day.
    for (let day = 0; day <= 41; day++) {
      clock.set(new Date(Date.parse('2026-11-20T07:30:00Z') + day * 86_400_000));
      await runDay();
      seen.push(await reminders());
    }
    expect(seen[9]).toEqual([]); // Nov 29: 31 days left
    expect(seen[10]).toEqual(['Your NMDPRA licence expires in 30 days']); // Nov 30
    expect(seen[32]).toEqual(['Your NMDPRA licence expires in 30 days']); // Dec 22: 8 days left
    expect(seen[33]).toEqual([
      'Your NMDPRA licence expires in 30 days',
      'Your NMDPRA licence expires in 7 days',
    ]);
    expect(seen[41]).toEqual(seen[33]);
    // The same occurrence run again (a retried job) sends nothing more.
    expect(await remindLicenceExpiry({ db: ctx.database.db, clock }, new Date('2026-12-23T07:00:00Z'))).toBe(
      0,
    );

    // Dec 31: the licence expired yesterday.
    const jar = await logIn(ctx, supplier.email);
    admin.jar = await logIn(ctx, admin.email);
    const productId = await newProduct(ctx, admin.jar, `Licence LNG ${Date.now()}`);
    const inventoryId = await newInventory(ctx, jar, { productId });
    const price = () =>
      call(ctx.app, jar, 'POST', '/api/inventories/prices', { inventoryId, amount: 40_000, currency: 'NGN' });
    const blocked = await price();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errors[0].message).toBe(
      'Your NMDPRA licence expired on Dec 30, 2026. Renew it on your business profile (new licence number, expiry date and certificate) to publish new prices.',
    );
    const profile = (await call(ctx.app, jar, 'GET', '/api/business-profile')).json().data;
    expect(profile.licenceState).toBe('expired');
    const renewed = await call(ctx.app, jar, 'PUT', '/api/business-profile', {
      rcNumber: profile.rcNumber,
      tin: profile.tin,
      licenceNumber: 'NMDPRA/DS/2027/0777',
      licenceExpiry: '2027-12-30',
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await price()).statusCode).toBe(201);
  });

  it('refuses to approve a supplier whose licence expired while it waited', async () => {
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    const expiry = new Date(clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    await completeBusinessProfile(ctx, supplier.partyId, { licenceExpiry: expiry });
    await move(4 * 24 * 60);
    const refused = await approve('client', supplier.partyId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      `This registration cannot be approved yet: its business profile lacks a current NMDPRA licence (it expired on ${expiry}).`,
    );
    expect(await statusOf(supplier.partyId)).toBe('Pending');
  });
});
