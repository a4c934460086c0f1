import { type Budget, decodeChain, type Filter } from './pdf-filters.ts';
import {
  decodeName,
  Lexer,
  ObjectParser,
  type PdfValue,
  type PdfVerdict,
  Refusal,
  uncheckable,
} from './pdf-objects.ts';

export type { PdfVerdict };

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

export type PdfInspection = { verdict: PdfVerdict; reason: string };

/** Everything decoded from one file, all streams and filter stages together (the memory budget). */
export const maxDecodedPdfBytes = 50 * 1024 * 1024;

// PDF names that make a reader run something (scripts, launching programs, forms with scripts)
// or carry other files.
const activePdfName = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s\0/<>[\]{}()%]|$)/;
const encryptName = /\/Encrypt(?=[\s\0/<>[\]{}()%]|$)/;
/** A name written with "#xx" escapes (`/J#61vaScript` is `/JavaScript`). */
const escapedName = /\/[^\s\0/<>[\]{}()%]*#[^\s\0/<>[\]{}()%]*/g;

/** Whether `text` holds a name matching `pattern`, written plainly or with "#xx" escapes. */
function holdsName(text: string, pattern: RegExp): boolean {
  if (pattern.test(text)) return true;
  if (!text.includes('#')) return false;
  for (const [name] of text.matchAll(escapedName)) if (pattern.test(`${decodeName(name)} `)) return true;
  return false;
}

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

// ---- Streams, found from every object header

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
