import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { maxReceiptImagePixels, maxReceiptImageSide } from '@gas/shared';
import { Piscina } from 'piscina';
import type { Config } from '../config.ts';
import type { PdfInspection } from './receipt-worker.ts';

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

// ---- Image dimensions (issue 21, finding 9)
//
// What an image's header says its width and height are, read from the few bytes where each
// format keeps them (no decoding: cheap enough for the request thread). A header that cannot be
// read answers undefined: such a file decodes to nothing in a browser, so it is no pixel bomb.

export type ImageDimensions = { width: number; height: number };

/** PNG: the IHDR chunk, first after the signature (width and height, 32-bit big-endian). */
function pngDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** JPEG: the first start-of-frame segment (SOF0 to SOF15 but DHT, JPG and DAC), found segment by segment. */
function jpegDimensions(bytes: Buffer): ImageDimensions | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, start of scan
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** WebP: the first chunk's header — VP8X (canvas), VP8L (lossless) or VP8 (lossy key frame). */
function webpDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}

/** The width and height an image receipt's header states, or undefined when it states none. */
export function imageDimensions(bytes: Buffer, type: ReceiptType): ImageDimensions | undefined {
  if (type.extension === 'png') return pngDimensions(bytes);
  if (type.extension === 'jpg') return jpegDimensions(bytes);
  if (type.extension === 'webp') return webpDimensions(bytes);
  return undefined;
}

/** Whether an image receipt states more pixels than a receipt may have (the wallet contract's limits). */
export function isImageTooLarge(bytes: Buffer, type: ReceiptType): boolean {
  const size = imageDimensions(bytes, type);
  if (!size) return false;
  const longest = Math.max(size.width, size.height);
  return longest > maxReceiptImageSide || size.width * size.height > maxReceiptImagePixels;
}

// ---- PDF inspection, off the request thread
//
// Reading a PDF means inflating and decoding its streams: a 50 KB file can inflate to 49 MB and
// take the thread that serves every request for half a minute. receipt-worker.ts does it in a
// small pool of worker threads (piscina), each task within a deadline (the worker is ended when
// it passes, its upload refused) and each worker within a heap limit; the decoded data of one
// file is limited to 50 MB besides. One pool per process, opened by each app (buildApp) and
// ended when the last one closes.

export type { PdfInspection, PdfVerdict } from './receipt-worker.ts';

/** How long one PDF may take to check, queueing included, before it is refused. */
export const pdfInspectionDeadlineMs = 10_000;

export type PdfInspectorOptions = {
  /** The deadline of one inspection (ms). */
  deadlineMs?: number;
  /** Each worker's V8 heap limit (MB). */
  maxHeapMb?: number;
  maxThreads?: number;
  /** Inspections waiting for a worker; past that, uploads are told to come back. */
  maxQueue?: number;
};

/** A receipt PDF could not be queued for inspection: every worker is busy and the queue is full. */
export class PdfInspectionBusy extends Error {}

export type PdfInspector = {
  /** The verdict on one PDF; `deadlineMs` overrides the inspector's deadline for this one. */
  inspect(bytes: Buffer, options?: { deadlineMs?: number }): Promise<PdfInspection>;
  /** PDFs being inspected or waiting for a worker. */
  inFlight(): number;
  close(): Promise<void>;
};

/**
 * The worker's module: next to this file when running from source (vitest, tsx), where the
 * worker loads TypeScript through tsx; next to the bundle when bundled (build.mjs writes it to
 * dist/lib/receipt-worker.js beside dist/main.js).
 */
export function pdfWorkerFile(runningFile: string = import.meta.url): { url: URL; execArgv: string[] } {
  if (runningFile.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'));
    return {
      url: new URL('./receipt-worker.ts', runningFile),
      execArgv: [...process.execArgv, ...(hasTsx ? [] : ['--import', tsx])],
    };
  }
  const candidates = ['./lib/receipt-worker.js', '../lib/receipt-worker.js', './receipt-worker.js'].map(
    (relative) => new URL(relative, runningFile),
  );
  return { url: candidates.find((url) => existsSync(url)) ?? candidates[0]!, execArgv: process.execArgv };
}

/** A pool of PDF inspectors with its own budgets (the shared one uses the defaults). */
export function createPdfInspector(options: PdfInspectorOptions = {}): PdfInspector {
  const deadlineMs = options.deadlineMs ?? pdfInspectionDeadlineMs;
  const maxThreads = options.maxThreads ?? Math.max(2, Math.min(4, Math.floor(availableParallelism() / 2)));
  // Counted here: piscina's maxQueue leaves out tasks that carry an abort signal, as these do.
  const mostInFlight = maxThreads + (options.maxQueue ?? 16);
  let inFlight = 0;
  const worker = pdfWorkerFile();
  const pool = new Piscina({
    filename: worker.url.href,
    execArgv: worker.execArgv,
    minThreads: 0,
    maxThreads,
    idleTimeout: 30_000,
    resourceLimits: {
      maxOldGenerationSizeMb: options.maxHeapMb ?? 256,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
  });
  return {
    async inspect(bytes, { deadlineMs: deadline = deadlineMs } = {}) {
      if (inFlight >= mostInFlight)
        throw new PdfInspectionBusy('every PDF worker is busy and the queue is full');
      inFlight++;
      try {
        return await pool.run(bytes, { signal: AbortSignal.timeout(deadline) });
      } catch (error) {
        const { name, code } = error as { name?: string; code?: string };
        if (name === 'AbortError') {
          return { verdict: 'uncheckable', reason: `not checked within ${deadline} ms` };
        }
        if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
          return { verdict: 'uncheckable', reason: 'not checked within the memory limit' };
        }
        throw error;
      } finally {
        inFlight--;
      }
    },
    inFlight: () => inFlight,
    close: () => pool.destroy(),
  };
}

let shared: { inspector: PdfInspector | undefined; users: number } = { inspector: undefined, users: 0 };

/** What a receipt PDF asks its reader to do, judged off this thread (the shared pool). */
export function inspectReceiptPdf(bytes: Buffer): Promise<PdfInspection> {
  shared.inspector ??= createPdfInspector();
  return shared.inspector.inspect(bytes);
}

/** Receipt PDFs being inspected or waiting for a worker in this process (the shared pool). */
export function pdfInspectionsInFlight(): number {
  return shared.inspector?.inFlight() ?? 0;
}

/**
 * An app's hold on the shared inspection pool: the pool starts with the first PDF and is
 * destroyed when the last app holding it closes (buildApp's onClose), so the process can exit.
 */
export function holdPdfInspection(): { release(): Promise<void> } {
  shared.users++;
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      shared.users--;
      if (shared.users > 0 || !shared.inspector) return;
      const { inspector } = shared;
      shared = { inspector: undefined, users: 0 };
      await inspector.close();
    },
  };
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
