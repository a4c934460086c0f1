import { brotliDecompressSync, constants, inflateRawSync, inflateSync } from 'node:zlib';
import { isWhite, type PdfValue, pastBudget, uncheckable } from './pdf-objects.ts';

// The standard PDF stream filters and predictors, decoded within a budget (receipt-worker.ts).

/** A stream's filter and its parameters; the budget of bytes every decoding may still produce. */
export type Filter = { name: string; params: PdfValue | undefined };
export type Budget = { left: number };

// ---- Filters

type Decoded = { output: Buffer; ended: boolean };

const imageFilters = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

/**
 * The data after every filter of the chain. An image filter ends the chain: what it decodes is
 * pixels, never objects. `ended`: whether the first filter reached its own end of data.
 */
export function decodeChain(input: Buffer, chain: Filter[], budget: Budget, tolerant: boolean): Decoded {
  let data = input;
  let ended = true;
  for (const [i, filter] of chain.entries()) {
    if (imageFilters.has(filter.name)) break;
    const step = decodeOne(data, filter, budget, tolerant);
    budget.left -= step.output.length;
    if (budget.left < 0) throw pastBudget();
    if (i === 0) ended = step.ended;
    data = step.output;
  }
  return { output: data, ended };
}

function decodeOne(input: Buffer, filter: Filter, budget: Budget, tolerant: boolean): Decoded {
  switch (filter.name) {
    case 'FlateDecode':
    case 'Fl':
      return withPredictor(flate(input, budget, tolerant), filter.params);
    case 'LZWDecode':
    case 'LZW':
      return withPredictor(lzw(input, earlyChange(filter.params), budget), filter.params);
    case 'ASCIIHexDecode':
    case 'AHx':
      return asciiHex(input);
    case 'ASCII85Decode':
    case 'A85':
      return ascii85(input);
    case 'RunLengthDecode':
    case 'RL':
      return runLength(input, budget);
    case 'BrotliDecode':
      return brotli(input, budget, tolerant);
    default:
      throw uncheckable(`the ${filter.name} filter`);
  }
}

/** `decode()`, or undefined when the data does not decode; past the budget is a refusal. */
function attempt(decode: () => Buffer): Buffer | undefined {
  try {
    return decode();
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw pastBudget();
    return undefined;
  }
}

function flate(input: Buffer, budget: Budget, tolerant: boolean): Decoded {
  const limit = { maxOutputLength: Math.max(1, budget.left) };
  const whole = attempt(() => inflateSync(input, limit));
  if (whole) return { output: whole, ended: true };
  // Cut short (what there is, as readers read it), or damaged: readers ignore the checksum and
  // the header's check bits, so read it raw.
  const partial =
    attempt(() => inflateSync(input, { ...limit, finishFlush: constants.Z_SYNC_FLUSH })) ??
    attempt(() => inflateRawSync(input.subarray(2), { ...limit, finishFlush: constants.Z_SYNC_FLUSH }));
  if (partial) return { output: partial, ended: false };
  if (!tolerant) throw uncheckable('a Flate stream that does not decode');
  return { output: longestInflatablePrefix(input, limit.maxOutputLength), ended: false };
}

/** Past the end of a stream, the data readers would still get before the decoder failed. */
function longestInflatablePrefix(input: Buffer, maxOutputLength: number): Buffer {
  const inflate = (length: number) =>
    attempt(() =>
      inflateSync(input.subarray(0, length), { maxOutputLength, finishFlush: constants.Z_SYNC_FLUSH }),
    );
  let [good, bad] = [0, input.length];
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (inflate(middle)) good = middle;
    else bad = middle;
  }
  return inflate(good) ?? Buffer.alloc(0);
}

function brotli(input: Buffer, budget: Budget, tolerant: boolean): Decoded {
  const output = attempt(() => brotliDecompressSync(input, { maxOutputLength: Math.max(1, budget.left) }));
  if (output) return { output, ended: true };
  if (!tolerant) throw uncheckable('a Brotli stream that does not decode');
  return { output: Buffer.alloc(0), ended: false };
}

function earlyChange(params: PdfValue | undefined): number {
  const value = params?.kind === 'dict' ? params.entries.get('EarlyChange') : undefined;
  return value?.kind === 'number' ? value.value : 1;
}

/** LZW as PDF writes it: 9 to 12 bit codes, 256 clears the table, 257 ends the data. */
function lzw(input: Buffer, early: number, budget: Budget): Decoded {
  const out: Buffer[] = [];
  let size = 0;
  const prefixes = new Int32Array(4096);
  const suffixes = new Uint8Array(4096);
  const lengths = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    suffixes[i] = i;
    lengths[i] = 1;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let pos = 0;
  const sequence = (code: number) => {
    const bytes = Buffer.alloc(lengths[code]!);
    for (let i = bytes.length - 1, c = code; i >= 0; i--, c = prefixes[c]!) bytes[i] = suffixes[c]!;
    return bytes;
  };
  for (;;) {
    while (bitCount < width && pos < input.length) {
      bits = ((bits << 8) | input[pos++]!) >>> 0;
      bitCount += 8;
    }
    if (bitCount < width) return { output: Buffer.concat(out), ended: false };
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    bits &= (1 << bitCount) - 1;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (code === 257) return { output: Buffer.concat(out), ended: true };
    let entry: Buffer;
    if (code < next && (code < 256 || code >= 258)) entry = sequence(code);
    else if (code === next && previous >= 0) {
      const before = sequence(previous);
      entry = Buffer.concat([before, before.subarray(0, 1)]);
    } else return { output: Buffer.concat(out), ended: false }; // not a code yet: readers stop here
    if (previous >= 0 && next < 4096) {
      prefixes[next] = previous;
      suffixes[next] = entry[0]!;
      lengths[next] = lengths[previous]! + 1;
      next++;
    }
    previous = code;
    out.push(entry);
    size += entry.length;
    if (size > budget.left) throw pastBudget();
    if (next + early >= 1 << width && width < 12) width++;
  }
}

function asciiHex(input: Buffer): Decoded {
  const out = Buffer.alloc(Math.ceil(input.length / 2));
  let length = 0;
  let high = -1;
  let ended = false;
  for (const c of input) {
    if (c === 0x3e) {
      ended = true;
      break;
    }
    const digit =
      c >= 0x30 && c <= 0x39 ? c - 0x30 : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 ? (c | 0x20) - 0x57 : -1;
    if (digit < 0) continue; // readers skip anything else
    if (high < 0) high = digit;
    else {
      out[length++] = (high << 4) | digit;
      high = -1;
    }
  }
  if (high >= 0) out[length++] = high << 4;
  return { output: out.subarray(0, length), ended };
}

function ascii85(input: Buffer): Decoded {
  const out = Buffer.alloc(Math.ceil((input.length * 4) / 5) + 4);
  let length = 0;
  const group: number[] = [];
  let ended = false;
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + ((i < count ? group[i]! : 0x75) - 0x21);
    for (let i = 0; i < count - 1; i++) out[length++] = Math.floor(value / 256 ** (3 - i)) & 0xff;
  };
  for (const c of input) {
    if (isWhite(c)) continue;
    if (c === 0x7e) {
      ended = true;
      break;
    }
    if (c === 0x7a && group.length === 0) {
      out.fill(0, length, length + 4);
      length += 4;
      continue;
    }
    group.push(c);
    if (group.length === 5) {
      flush(5);
      group.length = 0;
    }
  }
  if (group.length > 1) flush(group.length);
  return { output: out.subarray(0, length), ended };
}

function runLength(input: Buffer, budget: Budget): Decoded {
  const out: Buffer[] = [];
  let size = 0;
  let pos = 0;
  while (pos < input.length) {
    const n = input[pos++]!;
    if (n === 128) return { output: Buffer.concat(out), ended: true };
    const run = n < 128 ? input.subarray(pos, pos + n + 1) : Buffer.alloc(257 - n, input[pos] ?? 0);
    pos += n < 128 ? n + 1 : 1;
    out.push(run);
    size += run.length;
    if (size > budget.left) throw pastBudget();
  }
  return { output: Buffer.concat(out), ended: false };
}

/** The PNG (10 to 15) and TIFF (2) predictors of Flate and LZW data. */
function withPredictor(decoded: Decoded, params: PdfValue | undefined): Decoded {
  if (params?.kind !== 'dict') return decoded;
  const numberOf = (key: string, fallback: number) => {
    const value = params.entries.get(key);
    return value?.kind === 'number' ? value.value : fallback;
  };
  const predictor = numberOf('Predictor', 1);
  if (predictor <= 1) return decoded;
  const colors = numberOf('Colors', 1);
  const bits = numberOf('BitsPerComponent', 8);
  const columns = numberOf('Columns', 1);
  if (
    ![1, 2, 4, 8, 16].includes(bits) ||
    !(colors >= 1 && colors <= 32) ||
    !(columns >= 1 && columns <= 1 << 24)
  ) {
    throw uncheckable('predictor parameters out of range');
  }
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  const pixelBytes = Math.ceil((colors * bits) / 8);
  if (predictor === 2) return { ...decoded, output: tiffPredictor(decoded.output, rowBytes, colors, bits) };
  if (predictor >= 10 && predictor <= 15)
    return { ...decoded, output: pngPredictor(decoded.output, rowBytes, pixelBytes) };
  throw uncheckable(`predictor ${predictor}`);
}

function pngPredictor(data: Buffer, rowBytes: number, pixelBytes: number): Buffer {
  const rows = Math.ceil(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const start = row * (rowBytes + 1);
    const type = data[start]!;
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[start + 1 + i] ?? 0;
      const left = i >= pixelBytes ? out[at + i - pixelBytes]! : 0;
      const up = row > 0 ? out[at - rowBytes + i]! : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[at - rowBytes + i - pixelBytes]! : 0;
      let value: number;
      switch (type) {
        case 0:
          value = raw;
          break;
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4: {
          const p = left + up - upLeft;
          const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
          value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
          break;
        }
        default:
          throw uncheckable(`PNG predictor row type ${type}`);
      }
      out[at + i] = value & 0xff;
    }
  }
  return out.subarray(0, Math.min(out.length, data.length - rows));
}

function tiffPredictor(data: Buffer, rowBytes: number, colors: number, bits: number): Buffer {
  const out = Buffer.from(data);
  for (let start = 0; start < out.length; start += rowBytes) {
    const end = Math.min(start + rowBytes, out.length);
    if (bits === 8) {
      for (let i = start + colors; i < end; i++) out[i] = (out[i]! + out[i - colors]!) & 0xff;
    } else if (bits === 16) {
      for (let i = start + 2 * colors; i + 1 < end; i += 2) {
        const sum = out.readUInt16BE(i) + out.readUInt16BE(i - 2 * colors);
        out.writeUInt16BE(sum & 0xffff, i);
      }
    } else {
      throw uncheckable(`TIFF predictor with ${bits} bits per component`);
    }
  }
  return out;
}
