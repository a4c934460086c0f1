import { brotliDecompressSync, constants, inflateRawSync, inflateSync } from 'node:zlib';

// What a receipt PDF asks its reader to do, judged in a worker thread (lib/receipts.ts keeps the
// pool, with a deadline and a memory limit): decoding a hostile PDF's streams can take seconds and
// hundreds of megabytes, which must never stall the thread that answers every request.
//
// A receipt is a printed statement: it needs no scripts, actions that launch programs, attached
// files, rich media or XFA forms. Their names are looked for in the file and in every stream,
// decoded the way a reader decodes it: each standard filter (FlateDecode, LZWDecode,
// ASCIIHexDecode, ASCII85Decode, RunLengthDecode, BrotliDecode and their short names, in
// chains) with the PNG and TIFF predictors, streams found from every object header (as a reader
// finds them from the cross-reference table, or by scanning when that is broken) whatever ends
// the `stream` line (CRLF, LF or a lone CR). What cannot be read the way a reader might read it is
// refused as uncheckable, never let through: an encrypted file, an unknown or crypt filter, data a
// filter cannot decode, a stream outside any object, an indirect filter that does not resolve.

export type PdfVerdict = 'plain' | 'active' | 'uncheckable';
export type PdfInspection = { verdict: PdfVerdict; reason: string };

/** Everything decoded from one file, all streams and filter stages together (the memory budget). */
export const maxDecodedPdfBytes = 50 * 1024 * 1024;

// PDF names that make a reader run something (scripts, launching programs, forms with scripts)
// or carry other files.
const activePdfName = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s\0/<>[\]{}()%]|$)/;
const encryptName = /\/Encrypt(?=[\s\0/<>[\]{}()%]|$)/;
/** A name written with "#xx" escapes (`/J#61vaScript` is `/JavaScript`). */
const escapedName = /\/[^\s\0/<>[\]{}()%]*#[^\s\0/<>[\]{}()%]*/g;

const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Whether `text` holds a name matching `pattern`, written plainly or with "#xx" escapes. */
function holdsName(text: string, pattern: RegExp): boolean {
  if (pattern.test(text)) return true;
  if (!text.includes('#')) return false;
  for (const [name] of text.matchAll(escapedName)) if (pattern.test(`${decodeName(name)} `)) return true;
  return false;
}

class Refusal extends Error {
  constructor(
    readonly verdict: Exclude<PdfVerdict, 'plain'>,
    reason: string,
  ) {
    super(reason);
  }
}
const uncheckable = (reason: string) => new Refusal('uncheckable', reason);
/** What decodes past the budget cannot be checked: it counts as active, as it always has. */
const pastBudget = () => new Refusal('active', 'its streams decode past 50 MB');

/** The piscina task: one PDF's bytes in, its verdict out. */
export default function inspect(bytes: Uint8Array): PdfInspection {
  return inspectPdf(bytes);
}

/** Whether a PDF asks its reader to run or open something, or cannot be read to tell. */
export function inspectPdf(bytes: Uint8Array): PdfInspection {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const text = file.toString('latin1');
    const found = scanText(text, 'the file');
    if (found) return found;
    if (holdsName(text, encryptName)) throw uncheckable('the file is encrypted');
    new PdfReader(file, text).readStreams();
    return { verdict: 'plain', reason: 'no active content' };
  } catch (error) {
    if (error instanceof Refusal) return { verdict: error.verdict, reason: error.message };
    // Nesting past the stack, a buffer too large to allocate: not readable within the limits.
    if (error instanceof RangeError) return { verdict: 'uncheckable', reason: error.message };
    throw error;
  }
}

function scanText(text: string, where: string): { verdict: 'active'; reason: string } | undefined {
  return holdsName(text, activePdfName)
    ? { verdict: 'active', reason: `an active name in ${where}` }
    : undefined;
}

// ---- A tolerant lexer and object parser, as PDF readers parse objects

type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref'; num: number; gen: number }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'other' };

type Token =
  | { type: 'name'; name: string }
  | { type: 'number'; value: number }
  | { type: 'keyword'; word: string }
  | { type: 'dictStart' | 'dictEnd' | 'arrayStart' | 'arrayEnd' | 'string' | 'eof' };

const isWhite = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;
const maxNesting = 200;

class Lexer {
  constructor(
    private readonly bytes: Buffer,
    public pos: number,
  ) {}

  next(): Token {
    const { bytes } = this;
    // whitespace and comments
    for (;;) {
      while (this.pos < bytes.length && isWhite(bytes[this.pos]!)) this.pos++;
      if (bytes[this.pos] !== 0x25) break;
      while (this.pos < bytes.length && bytes[this.pos] !== 10 && bytes[this.pos] !== 13) this.pos++;
    }
    if (this.pos >= bytes.length) return { type: 'eof' };
    const c = bytes[this.pos]!;
    switch (c) {
      case 0x2f: {
        // a name
        const start = ++this.pos;
        while (this.pos < bytes.length && !isWhite(bytes[this.pos]!) && !isDelimiter(bytes[this.pos]!))
          this.pos++;
        return { type: 'name', name: decodeName(bytes.toString('latin1', start, this.pos)) };
      }
      case 0x3c:
        if (bytes[this.pos + 1] === 0x3c) {
          this.pos += 2;
          return { type: 'dictStart' };
        }
        // a hex string
        while (this.pos < bytes.length && bytes[this.pos] !== 0x3e) this.pos++;
        this.pos++;
        return { type: 'string' };
      case 0x3e:
        this.pos += bytes[this.pos + 1] === 0x3e ? 2 : 1;
        return { type: 'dictEnd' };
      case 0x5b:
        this.pos++;
        return { type: 'arrayStart' };
      case 0x5d:
        this.pos++;
        return { type: 'arrayEnd' };
      case 0x28:
        this.skipLiteralString();
        return { type: 'string' };
      case 0x29:
      case 0x7b:
      case 0x7d:
        this.pos++;
        return { type: 'keyword', word: String.fromCharCode(c) };
      default: {
        const start = this.pos;
        while (this.pos < bytes.length && !isWhite(bytes[this.pos]!) && !isDelimiter(bytes[this.pos]!))
          this.pos++;
        const word = bytes.toString('latin1', start, this.pos);
        if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { type: 'number', value: Number(word) };
        return { type: 'keyword', word };
      }
    }
  }

  /** A literal string: balanced parentheses, backslash escapes. */
  private skipLiteralString() {
    const { bytes } = this;
    let depth = 0;
    while (this.pos < bytes.length) {
      const c = bytes[this.pos++]!;
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return;
    }
  }
}

class ObjectParser {
  private lookahead: Token[] = [];

  constructor(readonly lexer: Lexer) {}

  token(): Token {
    return this.lookahead.shift() ?? this.lexer.next();
  }

  peek(n: number): Token {
    while (this.lookahead.length <= n) this.lookahead.push(this.lexer.next());
    return this.lookahead[n]!;
  }

  value(depth = 0): PdfValue | undefined {
    if (depth > maxNesting) throw uncheckable('objects nested too deep');
    const token = this.token();
    switch (token.type) {
      case 'name':
        return { kind: 'name', name: token.name };
      case 'number': {
        const [gen, r] = [this.peek(0), this.peek(1)];
        if (gen.type === 'number' && r.type === 'keyword' && r.word === 'R') {
          this.lookahead.splice(0, 2);
          return { kind: 'ref', num: token.value, gen: gen.value };
        }
        return { kind: 'number', value: token.value };
      }
      case 'dictStart': {
        const entries = new Map<string, PdfValue>();
        for (;;) {
          const next = this.peek(0);
          if (next.type === 'dictEnd' || next.type === 'eof') {
            this.token();
            return { kind: 'dict', entries };
          }
          const key = this.token();
          if (key.type !== 'name') continue; // readers skip what is not a key
          const after = this.peek(0);
          if (after.type === 'dictEnd' || after.type === 'eof') continue;
          const value = this.value(depth + 1);
          if (value) entries.set(key.name, value);
        }
      }
      case 'arrayStart': {
        const items: PdfValue[] = [];
        for (;;) {
          const next = this.peek(0);
          if (next.type === 'arrayEnd' || next.type === 'eof') {
            this.token();
            return { kind: 'array', items };
          }
          if (next.type === 'dictEnd') {
            this.token();
            continue;
          }
          const item = this.value(depth + 1);
          if (item) items.push(item);
        }
      }
      case 'eof':
        return undefined;
      default:
        return { kind: 'other' };
    }
  }
}

// ---- Streams, found from every object header

type Filter = { name: string; params: PdfValue | undefined };
type Budget = { left: number };

/** `obj` keywords: where a reader starts reading an object (`N G obj`), comments allowed between. */
const objectKeyword =
  /(\d+)(?:[\s\0]|%[^\r\n]*[\r\n])+(\d+)(?:[\s\0]|%[^\r\n]*[\r\n])+obj(?![^\s\0/<>[\]{}()%])/g;
/** `stream` keywords anywhere (not `endstream`). */
const streamKeyword = /(?<![^\s\0/<>[\]{}()%])stream(?![^\s\0/<>[\]{}()%])/g;

class PdfReader {
  private readonly objects = new Map<string, PdfValue>();
  private readonly budget: Budget = { left: maxDecodedPdfBytes };

  constructor(
    private readonly file: Buffer,
    private readonly text: string,
  ) {}

  readStreams() {
    const streams: { dict: Map<string, PdfValue>; keywordAt: number; dataStart: number }[] = [];
    for (const match of this.text.matchAll(objectKeyword)) {
      const parser = new ObjectParser(new Lexer(this.file, match.index + match[0].length));
      const value = parser.value();
      if (!value) continue;
      this.objects.set(`${match[1]} ${match[2]}`, value);
      if (value.kind !== 'dict') continue;
      const keyword = parser.peek(0);
      if (keyword.type !== 'keyword' || keyword.word !== 'stream') continue;
      const keywordAt = parser.lexer.pos - 'stream'.length;
      streams.push({
        dict: value.entries,
        keywordAt,
        dataStart: streamDataStart(this.file, parser.lexer.pos),
      });
    }
    // A `stream` keyword no object explains, where a stream could start (after a dictionary, or
    // ending its line): a reader may find an object there that this parser did not.
    const explained = new Set(streams.map((stream) => stream.keywordAt));
    for (const match of this.text.matchAll(streamKeyword)) {
      if (explained.has(match.index)) continue;
      const before = this.text.slice(Math.max(0, match.index - 64), match.index);
      const after = this.text.slice(match.index + 6, match.index + 70);
      if (/>[\s\0]*$/.test(before) || /^[ \t\0\f]*[\r\n]/.test(after)) {
        throw uncheckable(`a stream outside any object at ${match.index}`);
      }
    }
    for (const stream of streams) this.readStream(stream.dict, stream.dataStart);
  }

  /** An indirect value's object; one that is not found (or loops) cannot be checked. */
  private resolve(value: PdfValue | undefined, depth = 0): PdfValue | undefined {
    if (value?.kind !== 'ref') return value;
    if (depth > 8) throw uncheckable('references in a loop');
    const target = this.objects.get(`${value.num} ${value.gen}`);
    if (!target) throw uncheckable(`object ${value.num} ${value.gen} is not in the file`);
    return this.resolve(target, depth + 1);
  }

  private filters(dict: Map<string, PdfValue>, filterKey: string, paramsKey: string): Filter[] | undefined {
    const filter = this.resolve(dict.get(filterKey));
    if (!filter) return undefined;
    const params = this.resolve(dict.get(paramsKey));
    const paramsAt = (i: number) =>
      params?.kind === 'array' ? this.resolve(params.items[i]) : i === 0 ? params : undefined;
    if (filter.kind === 'name') return [{ name: filter.name, params: paramsAt(0) }];
    if (filter.kind === 'array') {
      return filter.items.map((item, i) => {
        const name = this.resolve(item);
        if (name?.kind !== 'name') throw uncheckable('a filter that is not a name');
        return { name: name.name, params: paramsAt(i) };
      });
    }
    return undefined; // not a filter: readers read the data as it is (scanned with the file)
  }

  private readStream(dict: Map<string, PdfValue>, dataStart: number) {
    // Readers take /Filter, some /F first (the short key of inline images).
    const chains = [this.filters(dict, 'Filter', 'DecodeParms'), this.filters(dict, 'F', 'DP')].filter(
      (chain): chain is Filter[] => chain !== undefined && chain.length > 0,
    );
    if (chains.length === 0) return;
    // A Length that does not resolve (kept in an object stream, say) leaves `endstream` to tell.
    let length: PdfValue | undefined;
    try {
      length = this.resolve(dict.get('Length'));
    } catch {
      length = undefined;
    }
    const end = streamDataEnd(
      this.file,
      this.text,
      dataStart,
      length?.kind === 'number' ? length.value : undefined,
    );
    for (const chain of chains) {
      // The stream as its Length or its endstream bound it; then, when the first filter did not
      // reach its end of data there, on to the end of the file (a reader trusting an indirect
      // Length may read past an "endstream" inside the data).
      const bounded = decodeChain(this.file.subarray(dataStart, end), chain, this.budget, false);
      this.scan(bounded.output, chain);
      if (!bounded.ended && end < this.file.length) {
        const unbounded = decodeChain(this.file.subarray(dataStart), chain, this.budget, true);
        this.scan(unbounded.output, chain);
      }
    }
  }

  private scan(decoded: Buffer, chain: Filter[]) {
    if (decoded.length === 0) return;
    const found = scanText(decoded.toString('latin1'), `a ${chain.map((f) => f.name).join(' ')} stream`);
    if (found) throw new Refusal(found.verdict, found.reason);
  }
}

/** After `stream`: readers skip to the next line, whatever ends it (CRLF, LF or a lone CR). */
function streamDataStart(file: Buffer, afterKeyword: number): number {
  let pos = afterKeyword;
  while (pos < file.length && file[pos] !== 10 && file[pos] !== 13) pos++;
  if (file[pos] === 13) pos++;
  if (file[pos] === 10) pos++;
  return pos;
}

/** Where the data ends: its Length when `endstream` follows it, else the next `endstream`. */
function streamDataEnd(file: Buffer, text: string, dataStart: number, length: number | undefined): number {
  if (length !== undefined && Number.isInteger(length) && length >= 0 && dataStart + length <= file.length) {
    if (/^[\s\0]*endstream/.test(text.slice(dataStart + length, dataStart + length + 64)))
      return dataStart + length;
  }
  const found = text.indexOf('endstream', dataStart);
  return found < 0 ? file.length : found;
}

// ---- Filters

type Decoded = { output: Buffer; ended: boolean };

const imageFilters = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

/**
 * The data after every filter of the chain. An image filter ends the chain: what it decodes is
 * pixels, never objects. `ended`: whether the first filter reached its own end of data.
 */
function decodeChain(input: Buffer, chain: Filter[], budget: Budget, tolerant: boolean): Decoded {
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
