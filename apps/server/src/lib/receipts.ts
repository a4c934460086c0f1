import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
};

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
      if (!/^receipts\/[0-9a-f-]{36}\.(pdf|png|jpg|webp)$/.test(relativePath))
        throw new Error('bad receipt path');
      return fs.readFile(path.join(root, path.basename(relativePath)));
    },
  };
}
