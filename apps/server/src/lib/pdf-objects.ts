// The objects of a PDF, read as readers read them: a tolerant lexer and parser, and the refusal
// that ends an inspection (receipt-worker.ts judges what they hold, pdf-filters.ts decodes streams).

/** What a PDF asks its reader to do: nothing, something active, or unknowable. */
export type PdfVerdict = 'plain' | 'active' | 'uncheckable';

/** Why a PDF is not plain, thrown from wherever the reading finds it out. */
export class Refusal extends Error {
  constructor(
    readonly verdict: Exclude<PdfVerdict, 'plain'>,
    reason: string,
  ) {
    super(reason);
  }
}
export const uncheckable = (reason: string) => new Refusal('uncheckable', reason);
/** What decodes past the budget cannot be checked: it counts as active, as it always has. */
export const pastBudget = () => new Refusal('active', 'its streams decode past 50 MB');

/** A name's "#xx" escapes decoded (`/J#61vaScript` is `/JavaScript`). */
export const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

// ---- A tolerant lexer and object parser, as PDF readers parse objects

export type PdfValue =
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

export const isWhite = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
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

export class Lexer {
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

export class ObjectParser {
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
