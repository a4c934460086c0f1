// Receipts on an S3-compatible bucket, against a real S3 server (s3rver, from the npm registry)
// started here on loopback; and the same save/read contract on the local store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localReceiptStore, type ReceiptStore, s3ReceiptStore } from '../src/lib/receipts.ts';
import { fundWallet, newAdmin, newParty, postDeposit, receiptFiles } from './builders.ts';
import { call, startTestApp, type TestContext } from './helpers.ts';

const bucket = 'gas-receipts';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-s3-'));
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let endpoint: string;
let client: S3Client;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
});
afterAll(async () => {
  client.destroy();
  await server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const stores: [string, () => ReceiptStore][] = [
  ['local data dir', () => localReceiptStore(fs.mkdtempSync(path.join(os.tmpdir(), 'gas-local-')))],
  [
    'S3 bucket',
    () => s3ReceiptStore({ bucket, endpoint, region: 'us-east-1', credentials, forcePathStyle: true }),
  ],
];

describe.each(stores)('receipt store contract: %s', (_name, makeStore) => {
  it('saves under a random name and reads back the same bytes', async () => {
    const store = makeStore();
    const first = await store.save(receiptFiles.pdf, { extension: 'pdf', contentType: 'application/pdf' });
    const second = await store.save(receiptFiles.pdf, { extension: 'pdf', contentType: 'application/pdf' });
    expect(first).toMatch(/^receipts\/[0-9a-f-]{36}\.pdf$/);
    expect(second).not.toBe(first);
    expect((await store.read(first)).equals(receiptFiles.pdf)).toBe(true);
  });

  it('refuses paths it did not hand out', async () => {
    const store = makeStore();
    for (const bad of ['../../etc/passwd', 'receipts/../x.pdf', '/etc/hosts', 'receipts/x.html']) {
      await expect(store.read(bad), bad).rejects.toThrow('bad receipt path');
    }
  });
});

describe('deposits with S3_BUCKET set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
  });
  afterAll(() => ctx.close());

  it('stores the receipt in the bucket, not in the data dir, and serves it to its owner', async () => {
    const admin = (await newAdmin(ctx)).jar;
    const buyer = await newParty(ctx, 'offtaker');
    await fundWallet(ctx, buyer.jar, admin, 1_000);
    const deposit = (
      await postDeposit(ctx, buyer.jar, { amount: 2_000, currency: 'NGN', receipt: receiptFiles.jpeg })
    ).json().data;
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'receipts/' }));
    expect((listed.Contents ?? []).length).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'receipts'))).toBe(false);
    const res = await call(ctx.app, buyer.jar, 'GET', `/api/payments/${deposit.id}/receipts/0`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(receiptFiles.jpeg)).toBe(true);
  });
});
