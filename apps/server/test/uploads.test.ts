// Deposit receipts as an attacker would upload them: polyglots, active PDFs, renamed executables,
// empty and oversized files, hostile file names. Refusals name the receipt field and store
// nothing; what is accepted is stored only as receipts/<random uuid>.<type> and served typed by
// its content, never as HTML.
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type newParty as NewParty, newParty, postDeposit, receiptFiles } from './builders.ts';
import { startTestApp, type TestContext } from './helpers.ts';
import { filesUnder, whatIsStored } from './row-counts.ts';

let ctx: TestContext;
let offtaker: Awaited<ReturnType<typeof NewParty>>;
beforeAll(async () => {
  ctx = await startTestApp();
  offtaker = await newParty(ctx, 'offtaker');
});
afterAll(() => ctx.close());

const upload = (receipt: Buffer, filename = 'receipt.pdf') =>
  postDeposit(ctx, offtaker.jar, { amount: 5000, currency: 'NGN', receipt, filename });

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer <<>>\n%%EOF\n`);
const flateStream = (content: string | Buffer) => {
  const data = deflateSync(typeof content === 'string' ? Buffer.from(content) : content);
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj <</Type /ObjStm /Filter /FlateDecode /Length ${data.length}>>\nstream\n`),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer <<>>\n%%EOF\n'),
  ]);
};

/** A PDF with one object stream: `dict` entries, the data, and what ends the `stream` line. */
const streamPdf = (dict: string, data: Buffer | string, streamLineEnd = '\n') => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n5 0 obj <</Type /ObjStm /N 1 /First 0 ${dict} /Length ${bytes.length}>>\nstream${streamLineEnd}`,
    ),
    bytes,
    Buffer.from('\nendstream\nendobj\ntrailer <<>>\n%%EOF\n'),
  ]);
};
const script = '<</S /JavaScript /JS (app.alert(1))>>';
/** PNG "Up" rows of `columns` bytes, each after its filter type byte (the /Predictor 12 layout). */
const pngUpRows = (content: Buffer, columns: number) => {
  const rows: number[] = [];
  for (let start = 0; start < content.length; start += columns) {
    rows.push(2);
    for (let i = 0; i < columns; i++) {
      const above = start >= columns ? (content[start - columns + i] ?? 0) : 0;
      rows.push(((content[start + i] ?? 0) - above) & 0xff);
    }
  }
  return Buffer.from(rows);
};

const notAReceipt = 'The receipt must be a PDF, PNG, JPEG or WebP file';
const activePdf =
  'The receipt PDF contains scripts, actions or attached files. Please upload a plain PDF or an image.';

async function expectRefused(receipt: Buffer, filename: string, message: string) {
  const before = await whatIsStored(ctx);
  const res = await upload(receipt, filename);
  expect(res.statusCode, filename).toBe(400);
  expect(res.json(), filename).toEqual({
    success: false,
    data: null,
    errors: [{ htmlId: 'receipt', message }],
  });
  expect(await whatIsStored(ctx), `${filename}: nothing stored`).toEqual(before);
}

async function download(receiptPath: string) {
  return ctx.app.inject({ method: 'GET', url: receiptPath, headers: { cookie: offtaker.jar.header() } });
}

describe('files that are not receipts, whatever their name', () => {
  it.each([
    [
      'a GIF/HTML polyglot',
      Buffer.from('GIF89a/*<html><script>alert(document.cookie)</script>*/'),
      'receipt.png',
    ],
    ['HTML', receiptFiles.html, 'receipt.pdf'],
    [
      'SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'r.png',
    ],
    [
      'a Linux executable (ELF)',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]),
      'r.pdf',
    ],
    [
      'a Windows executable (PE)',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0')]),
      'r.pdf',
    ],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'receipt.pdf'],
    [
      'a ZIP archive',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]),
      'receipt.pdf',
    ],
    ['a PDF signature not at the start', Buffer.from('  %PDF-1.4\n<html></html>'), 'receipt.pdf'],
  ])('refuses %s', async (_, bytes, filename) => {
    await expectRefused(bytes, filename, notAReceipt);
  });

  it('refuses an empty file and an oversized one (413), storing nothing', async () => {
    await expectRefused(Buffer.alloc(0), 'receipt.pdf', 'The receipt file is empty');
    const before = await whatIsStored(ctx);
    const oversized = await upload(Buffer.concat([receiptFiles.pdf, Buffer.alloc(10 * 1024 * 1024)]));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().errors).toEqual([{ htmlId: '', message: 'The file is too large' }]);
    expect(await whatIsStored(ctx)).toEqual(before);
  });
});

describe('PDFs that ask the reader to run something (refused: a receipt needs none of it)', () => {
  it.each([
    [
      'JavaScript in an open action',
      pdf(
        '1 0 obj <</Type /Catalog /OpenAction 2 0 R>> endobj 2 0 obj <</S /JavaScript /JS (app.alert(1))>> endobj',
      ),
    ],
    ['a /JS entry alone', pdf('2 0 obj <</JS(app.alert(1))>> endobj')],
    ['an escaped name (/J#61vaScript)', pdf('2 0 obj <</S /J#61vaScript /JS (x)>> endobj')],
    ['a launch action', pdf('2 0 obj <</S /Launch /F (cmd.exe)>> endobj')],
    ['an embedded file', pdf('3 0 obj <</Type /EmbeddedFile /Length 4>> stream\nMZ..\nendstream endobj')],
    ['an XFA form', pdf('1 0 obj <</AcroForm <</XFA 5 0 R>>>> endobj')],
    ['JavaScript hidden in a compressed object stream', flateStream('<</S /JavaScript /JS (app.alert(1))>>')],
    // About 50 KB uploaded; it cannot be checked without inflating past the 50 MB limit.
    ['a compressed stream that inflates past 50 MB', flateStream(Buffer.alloc(51 * 1024 * 1024, 0x20))],
    // Issue 21, finding 3: three ways past the old filter, which inflated Flate data only, found
    // streams only after "stream" + LF or CRLF, and never undid a predictor.
    [
      'JavaScript behind a PNG predictor (/DecodeParms << /Predictor 12 /Columns 4 >>)',
      streamPdf(
        '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
        deflateSync(pngUpRows(Buffer.from(script), 4)),
      ),
    ],
    ['a stream line ending in a lone CR', streamPdf('/Filter /FlateDecode', deflateSync(script), '\r')],
    [
      'JavaScript in an ASCIIHexDecode stream',
      streamPdf('/Filter /ASCIIHexDecode', `${Buffer.from(script).toString('hex')}>`),
    ],
    [
      'JavaScript under two filters (/AHx then /Fl, short names)',
      streamPdf('/Filter [/AHx /Fl]', `${deflateSync(script).toString('hex')}>`),
    ],
    [
      'JavaScript past an "endstream" inside the data (an indirect Length)',
      Buffer.concat([
        Buffer.from(
          '%PDF-1.7\n6 0 obj 200 endobj\n5 0 obj <</Type /ObjStm /Filter /ASCIIHexDecode /Length 6 0 R>>\nstream\n',
        ),
        Buffer.from(`2020 endstream ${Buffer.from(script).toString('hex')}>\nendstream\nendobj\n%%EOF\n`),
      ]),
    ],
  ])('refuses %s', async (_, bytes) => {
    await expectRefused(bytes, 'statement.pdf', activePdf);
  });

  it.each([
    [
      'an encrypted PDF (its streams and strings cannot be read)',
      pdf('1 0 obj <</Filter /Standard /V 2>> endobj trailer <</Encrypt 1 0 R>>'),
    ],
    ['a Flate stream that does not decode', streamPdf('/Filter /FlateDecode', 'this is not deflate data')],
    ['a filter the platform does not know', streamPdf('/Filter /NoSuchDecode', 'data')],
    ['a filter named by an object the file lacks', streamPdf('/Filter 9 0 R', 'data')],
  ])('refuses %s as uncheckable', async (_, bytes) => {
    await expectRefused(
      bytes,
      'statement.pdf',
      'The receipt PDF could not be checked: it is encrypted, damaged, or too large or complex to read. Please upload a plain PDF or an image.',
    );
  });

  it('accepts plain PDFs whose streams use the standard filters', async () => {
    const text = 'BT /F1 12 Tf 72 712 Td (Transfer of N50,000 to Gas Exchange) Tj ET';
    for (const plain of [
      streamPdf('/Filter /FlateDecode', deflateSync(text)),
      streamPdf(
        '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
        deflateSync(pngUpRows(Buffer.from(text), 4)),
      ),
      streamPdf('/Filter /ASCIIHexDecode', `${Buffer.from(text).toString('hex')}>`),
      streamPdf('/Filter /DCTDecode', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
      streamPdf('/Filter /FlateDecode', deflateSync(text), '\r\n'),
    ]) {
      const res = await upload(plain, 'statement.pdf');
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('accepts a plain PDF with a web link, and serves it only as an attachment', async () => {
    const plain = pdf(
      '1 0 obj <</Type /Annot /Subtype /Link /A <</S /URI /URI (https://bank.example)>>>> endobj',
    );
    const res = await upload(plain, 'statement.pdf');
    expect(res.statusCode).toBe(201);
    const file = await download(res.json().data.receiptPaths[0]);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(
      /^attachment; filename="DP-[0-9]{6}-[0-9A-Z]{6}-receipt-1\.pdf"$/,
    );
  });
});

// ---- Image headers (issue 21, finding 9): a receipt image of at most 50 megapixels and 20,000
// pixels a side; a header claiming 65,535 x 65,535 would make a browser try to decode 17 GB.
const u16be = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32be = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};
const u24le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);
/** A PNG whose IHDR says `width` x `height` (8-bit RGBA), then a few data bytes. */
const pngOf = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32be(13),
    Buffer.from('IHDR'),
    u32be(width),
    u32be(height),
    Buffer.from([8, 6, 0, 0, 0]),
    u32be(0), // CRC (not checked)
    Buffer.alloc(32, 0),
  ]);
/** A JPEG: an APP0 segment, then a baseline SOF0 saying `width` x `height`. */
const jpegOf = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    u16be(16),
    Buffer.from('JFIF\0'),
    Buffer.alloc(9, 0),
    Buffer.from([0xff, 0xc0]),
    u16be(17),
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from([3]),
    Buffer.alloc(9, 1),
    Buffer.alloc(32, 0),
  ]);
const riff = (chunk: string, body: Buffer) =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x40, 0, 0, 0]),
    Buffer.from(`WEBP${chunk}`),
    u32be(0),
    body,
  ]);
/** The three WebP kinds: extended (VP8X canvas), lossless (VP8L) and lossy (VP8 key frame). */
const webpOf = {
  extended: (width: number, height: number) =>
    riff(
      'VP8X',
      Buffer.concat([Buffer.alloc(4, 0), u24le(width - 1), u24le(height - 1), Buffer.alloc(16, 0)]),
    ),
  lossless: (width: number, height: number) => {
    const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    const packed = Buffer.alloc(4);
    packed.writeUInt32LE(bits >>> 0);
    return riff('VP8L', Buffer.concat([Buffer.from([0x2f]), packed, Buffer.alloc(16, 0)]));
  },
  lossy: (width: number, height: number) => {
    const size = Buffer.alloc(4);
    size.writeUInt16LE(width & 0x3fff);
    size.writeUInt16LE(height & 0x3fff, 2);
    return riff(
      'VP8 ',
      Buffer.concat([Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]), size, Buffer.alloc(16, 0)]),
    );
  },
};
const imageTooLarge =
  'The receipt image is too large: at most 20,000 pixels a side and 50 megapixels. Please upload a smaller image or a PDF.';

describe('images whose header claims too many pixels (issue 21, finding 9)', () => {
  it.each([
    ['a PNG of 65,535 x 65,535', pngOf(65_535, 65_535), 'receipt.png'],
    ['a PNG of 4,294,967,295 x 1', pngOf(0xffff_ffff, 1), 'receipt.png'],
    ['a PNG of 20,001 x 10', pngOf(20_001, 10), 'receipt.png'],
    ['a PNG of 10,000 x 5,001 (over 50 megapixels)', pngOf(10_000, 5_001), 'receipt.png'],
    ['a JPEG of 65,535 x 65,535', jpegOf(65_535, 65_535), 'receipt.jpg'],
    ['an extended WebP of 16,384 x 16,384', webpOf.extended(16_384, 16_384), 'receipt.webp'],
    ['an extended WebP of 16,777,216 x 1', webpOf.extended(16_777_216, 1), 'receipt.webp'],
    ['a lossless WebP of 16,384 x 16,384', webpOf.lossless(16_384, 16_384), 'receipt.webp'],
    ['a lossy WebP of 16,383 x 16,383', webpOf.lossy(16_383, 16_383), 'receipt.webp'],
  ])('refuses %s', async (_, bytes, filename) => {
    await expectRefused(bytes, filename, imageTooLarge);
  });

  it.each([
    ['a PNG of 4,000 x 3,000', pngOf(4_000, 3_000), 'receipt.png'],
    ['a PNG of 10,000 x 5,000 (50 megapixels)', pngOf(10_000, 5_000), 'receipt.png'],
    ['a JPEG of 20,000 x 2,000', jpegOf(20_000, 2_000), 'receipt.jpg'],
    ['an extended WebP of 1,080 x 1,920', webpOf.extended(1_080, 1_920), 'receipt.webp'],
    ['a lossless WebP of 800 x 600', webpOf.lossless(800, 600), 'receipt.webp'],
    ['a lossy WebP of 1,024 x 768', webpOf.lossy(1_024, 768), 'receipt.webp'],
  ])('accepts %s', async (_, bytes, filename) => {
    expect((await upload(bytes, filename)).statusCode, filename).toBe(201);
  });
});

describe('polyglots that pass as a receipt', () => {
  it('are served with their real type, nosniff and a sandbox, never as HTML', async () => {
    const pngWithHtml = Buffer.concat([
      receiptFiles.png,
      Buffer.from('<html><script>alert(document.cookie)</script>'),
    ]);
    const pdfWithHtml = Buffer.from('%PDF-1.4\n<html><body onload="alert(1)">receipt</body></html>');
    for (const [bytes, type, disposition] of [
      [pngWithHtml, 'image/png', 'inline'],
      [pdfWithHtml, 'application/pdf', 'attachment'],
    ] as const) {
      const res = await upload(bytes, 'receipt.html');
      expect(res.statusCode).toBe(201);
      const file = await download(res.json().data.receiptPaths[0]);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(String(file.headers['content-disposition'])).toMatch(
        new RegExp(`^${disposition}; filename="DP-[^"]+\\.(png|pdf)"$`),
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(String(file.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });
});

describe('file names', () => {
  const hostileNames = [
    '../../../../etc/passwd.pdf',
    '..\\..\\..\\Windows\\System32\\evil.pdf',
    '/etc/cron.d/evil.pdf',
    'receipt\u0000.php.pdf',
    'receipt.pdf.exe',
    '"; filename="evil.html',
    `${'a'.repeat(4000)}.pdf`,
    'квитанция 收据 🧾.pdf',
  ];

  it('never decide where a receipt is stored, what it is called or how it is served', async () => {
    const receiptsDir = path.join(ctx.config.dataDir, 'receipts');
    const outside = new Set(filesUnder(ctx.config.dataDir).filter((file) => !file.startsWith('receipts')));
    for (const name of hostileNames) {
      const res = await upload(receiptFiles.pdf, name);
      expect(res.statusCode, name).toBe(201);
      const file = await download(res.json().data.receiptPaths[0]);
      expect(file.statusCode).toBe(200);
      expect(String(file.headers['content-disposition']), name).toMatch(
        /^attachment; filename="DP-[0-9]{6}-[0-9A-Z]{6}-receipt-1\.pdf"$/,
      );
      expect(
        fs.existsSync(path.resolve(receiptsDir, name.replaceAll('\\', '/').replaceAll('\0', ''))),
        name,
      ).toBe(false);
    }
    const stored = filesUnder(receiptsDir);
    expect(stored.length).toBeGreaterThanOrEqual(hostileNames.length);
    for (const file of stored) expect(file).toMatch(/^[0-9a-f-]{36}\.(pdf|png|jpg|webp)$/);
    expect(new Set(filesUnder(ctx.config.dataDir).filter((file) => !file.startsWith('receipts')))).toEqual(
      outside,
    );
  });
});
