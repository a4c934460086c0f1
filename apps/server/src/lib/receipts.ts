import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { constants, inflateSync } from 'node:zlib';
import type { Config } from '../config.ts';

export type ReceiptType = { extension: 'pdf' | 'png' | 'jpg' | 'webp'; contentType: string };

/**
 * The receipt's real type, read from its first bytes (never from its name or the client's
 * declared type). Only PDF, PNG, JPEG and WebP are receipts; anything else answers null.
 */
export function detectReceiptType(bytes: Buffer): ReceiptType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { extension: 'pdf', contentType: 'application/pdf' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', contentType: 'image/png' };
  if (starts([0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}

// PDF names that make a reader run something (scripts, launching programs, forms with scripts)
// or carry other files. A receipt is a printed statement: it needs none of them.
const activePdfName = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%]|$)/;
const maxInflatedPdfBytes = 50 * 1024 * 1024;

/** "#xx" escapes in PDF names (`/J#61vaScript` is `/JavaScript`). */
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Whether a PDF asks its reader to run or open something: the names above, in the file or in
 * any Flate-compressed stream (object streams can hide them). A PDF whose streams inflate past
 * 50 MB counts as active too, since it cannot be checked.
 */
export function hasActivePdfContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (activePdfName.test(decodeNames(text))) return true;
  let inflated = 0;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    streams.lastIndex = end;
    let content: Buffer;
    try {
      content = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: maxInflatedPdfBytes - inflated,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
      continue; // not Flate data (an image, another filter): nothing to read there
    }
    inflated += content.length;
    if (activePdfName.test(decodeNames(content.toString('latin1')))) return true;
  }
  return false;
}

export const contentTypeByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Where receipts live: random names in the data dir, outside anything served statically. */
export type ReceiptStore = {
  save(bytes: Buffer, type: ReceiptType): Promise<string>;
  read(relativePath: string): Promise<Buffer>;
  /** Deletes a receipt `save` handed out (one whose deposit was never stored); absent is fine. */
  remove(relativePath: string): Promise<void>;
};

const storedPathPattern = /^receipts\/[0-9a-f-]{36}\.(pdf|png|jpg|webp)$/;

export function localReceiptStore(dataDir: string): ReceiptStore {
  const root = path.join(dataDir, 'receipts');
  return {
    async save(bytes, type) {
      await fs.mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${type.extension}`;
      await fs.writeFile(path.join(root, name), bytes, { flag: 'wx' });
      return `receipts/${name}`;
    },
    async read(relativePath) {
      // Stored paths are ours ("receipts/<uuid>.<ext>"); refuse anything else outright.
      if (!storedPathPattern.test(relativePath)) throw new Error('bad receipt path');
      return fs.readFile(path.join(root, path.basename(relativePath)));
    },
    async remove(relativePath) {
      if (!storedPathPattern.test(relativePath)) throw new Error('bad receipt path');
      await fs.rm(path.join(root, path.basename(relativePath)), { force: true });
    },
  };
}

/**
 * Receipts in an S3-compatible bucket (AWS S3, MinIO, ...), under the same keys as the local
 * store's paths. The SDK loads on first use, so servers without S3 never pay for it.
 */
export function s3ReceiptStore(s3: NonNullable<Config['s3']>): ReceiptStore {
  let client:
    | Promise<{ sdk: typeof import('@aws-sdk/client-s3'); s3: import('@aws-sdk/client-s3').S3Client }>
    | undefined;
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: s3.region,
        forcePathStyle: s3.forcePathStyle,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        ...(s3.credentials ? { credentials: s3.credentials } : {}),
      }),
    }));
    return client;
  };
  return {
    async save(bytes, type) {
      const { sdk, s3: api } = await connect();
      const key = `receipts/${randomUUID()}.${type.extension}`;
      await api.send(
        new sdk.PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentType: type.contentType }),
      );
      return key;
    },
    async read(relativePath) {
      if (!storedPathPattern.test(relativePath)) throw new Error('bad receipt path');
      const { sdk, s3: api } = await connect();
      const object = await api.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: relativePath }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async remove(relativePath) {
      if (!storedPathPattern.test(relativePath)) throw new Error('bad receipt path');
      const { sdk, s3: api } = await connect();
      await api.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: relativePath }));
    },
  };
}

/** The store the configuration asks for: the S3 bucket when S3_BUCKET is set, else the data dir. */
export function receiptStoreFor(config: Pick<Config, 's3' | 'dataDir'>): ReceiptStore {
  return config.s3 ? s3ReceiptStore(config.s3) : localReceiptStore(config.dataDir);
}
