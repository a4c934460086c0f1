// Finds the English messages the API can answer with, by reading the source (issue 23): the
// messages given to AppError and its helpers in apps/server/src, the message constants they use,
// and the request validation messages of the shared zod schemas. error-catalogue.unit.test.ts
// asserts each one has Hausa. A simple scanner over the text, not a parser: it skips comments
// and strings while matching parentheses, and keeps string literals that read as sentences.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messages } from '@gas/shared';

export interface FoundMessage {
  /** The English; a template's `${…}` become `{{}}`. */
  text: string;
  /** file:line where it was found. */
  where: string;
  /** A template with interpolations (matched against the catalogue's patterns). */
  template: boolean;
  /** Given to an assert…(…) helper: a message, or the `what` of its "<what> was not found". */
  whatOrMessage?: boolean;
}

const repo = join(import.meta.dirname, '..', '..', '..');

function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
      files.push(path);
  }
  return files;
}

interface Literal {
  text: string;
  template: boolean;
  start: number;
}

/** Skips a string, template or comment starting at `i`; returns the index after it, or i. */
function skip(source: string, i: number, literals?: Literal[]): number {
  const c = source[i];
  if (c === '/' && source[i + 1] === '/') {
    const end = source.indexOf('\n', i);
    return end === -1 ? source.length : end;
  }
  if (c === '/' && source[i + 1] === '*') return source.indexOf('*/', i + 2) + 2;
  if (c === "'" || c === '"') {
    let j = i + 1;
    let text = '';
    while (j < source.length && source[j] !== c) {
      if (source[j] === '\\') {
        text += source[j + 1];
        j += 2;
      } else text += source[j++];
    }
    literals?.push({ text, template: false, start: i });
    return j + 1;
  }
  if (c === '`') {
    let j = i + 1;
    let text = '';
    let template = false;
    while (j < source.length && source[j] !== '`') {
      if (source[j] === '\\') {
        text += source[j + 1];
        j += 2;
      } else if (source[j] === '$' && source[j + 1] === '{') {
        template = true;
        text += '{{}}';
        j = matching(source, j + 1, '{', '}') + 1;
      } else text += source[j++];
    }
    literals?.push({ text, template, start: i });
    return j + 1;
  }
  return i;
}

/** The index of the bracket closing the one at `open`. */
function matching(source: string, open: number, opening: string, closing: string): number {
  let depth = 0;
  let i = open;
  while (i < source.length) {
    const next = skip(source, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if (source[i] === opening) depth++;
    else if (source[i] === closing && --depth === 0) return i;
    i++;
  }
  return source.length;
}

/** The string literals between two indexes (strings nested in templates included). */
function literalsIn(source: string, from: number, to: number): Literal[] {
  const literals: Literal[] = [];
  let i = from;
  while (i < to) {
    const next = skip(source, i, literals);
    i = next === i ? i + 1 : next;
  }
  return literals;
}

/** A literal that reads as a message: a capital letter first, and words. */
const isSentence = (text: string) =>
  /^[A-Z{]/.test(text) && / /.test(text) && !/^(GET|POST|PUT|PATCH|DELETE) /.test(text);

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

function scan(
  files: string[],
  found: FoundMessage[],
  visit: (source: string, add: (literal: Literal, text?: string, whatOrMessage?: boolean) => void) => void,
) {
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const where = relative(repo, file);
    visit(source, (literal, text = literal.text, whatOrMessage = false) =>
      found.push({
        text,
        template: literal.template,
        where: `${where}:${lineOf(source, literal.start)}`,
        ...(whatOrMessage ? { whatOrMessage } : {}),
      }),
    );
  }
}

// The calls whose arguments are messages. `notFound(what)` answers "<what> was not found".
const throwCall = /(new AppError|AppError\.withFields|\bconflict|\bforbidden|\bnotFound|\binvalid)\(/g;
// The access rules' helpers, given a refusal or the `what` of a 404.
const assertCall = /\b(assert\w*|visibleRows|requireRole|ownPartyId|supplierId|offtakerId)\(/g;
// Functions that word a refusal or a field's problem (passwordProblem, logInRefusal…).
const messageFunction = /\bfunction \w*(?:Problem|Refusal)\w*\s*\(/g;
// Constants holding messages, by their names: fooMessages = {…}, fooMessage = '…', …Refusals.
const messageConstant =
  /\b(?:const|let)\s+(\w*(?:[Mm]essages?|[Rr]efusals|awaitingApproval|unavailable)|only[A-Z]\w*|friendly\w*)\b[^=\n]*=\s*/g;
// zod's checks, whose last argument may be the message.
const zodCall =
  /\.(min|max|length|regex|refine|superRefine|email|int|positive|nonnegative|negative|gte|lte|gt|lt|multipleOf|url|uuid|nonempty|startsWith|endsWith|includes|date|datetime|time|check|string|number|enum|literal|object|array|union|iso\.date|iso\.datetime)\(/g;
const messageProperty = /\b(message|error):\s*/g;
const messagesCall = /\bmessages\.(\w+)\(\s*'([^']+)'\s*(?:,\s*([\d_]+)\s*)?\)/g;

/** Every message found, with duplicates (one per site). */
export function findMessages(): { sites: number; found: FoundMessage[] } {
  const found: FoundMessage[] = [];
  let sites = 0;
  const server = sourceFiles(join(repo, 'apps/server/src'));
  const shared = sourceFiles(join(repo, 'packages/shared/src'));

  scan(server, found, (source, add) => {
    for (const match of source.matchAll(throwCall)) {
      const open = match.index + match[0].length - 1;
      const close = matching(source, open, '(', ')');
      sites++;
      for (const literal of literalsIn(source, open + 1, close)) {
        if (!isSentence(literal.text)) continue;
        if (match[1] === 'notFound') add(literal, `${literal.text} was not found`);
        else add(literal);
      }
    }
    for (const match of source.matchAll(messageFunction)) {
      const params = matching(source, match.index + match[0].length - 1, '(', ')');
      const open = source.indexOf('{', params);
      const close = matching(source, open, '{', '}');
      for (const literal of literalsIn(source, open + 1, close)) if (isSentence(literal.text)) add(literal);
    }
    for (const match of source.matchAll(assertCall)) {
      const open = match.index + match[0].length - 1;
      const close = matching(source, open, '(', ')');
      for (const literal of literalsIn(source, open + 1, close)) {
        if (isSentence(literal.text)) add(literal, literal.text, true);
      }
    }
  });

  scan([...server, ...shared], found, (source, add) => {
    for (const match of source.matchAll(messageConstant)) {
      const start = match.index + match[0].length;
      const end = source[start] === '{' ? matching(source, start, '{', '}') : source.indexOf(';', start);
      for (const literal of literalsIn(source, start, end)) if (isSentence(literal.text)) add(literal);
    }
  });

  // The error handler's own texts: its tables (above) and the envelopes it builds.
  const handler = server.filter((file) => file.endsWith(join('plugins', 'errors.ts')));
  scan(handler, found, (source, add) => {
    for (const match of source.matchAll(messageProperty)) {
      const start = match.index + match[0].length;
      const literals: Literal[] = [];
      skip(source, start, literals);
      for (const literal of literals) if (isSentence(literal.text)) add(literal);
    }
  });

  // The contracts' schemas, and those the server's routes declare themselves (params, queries);
  // not the test clock's, a route only test runs mount.
  const schemas = [
    ...shared.filter((file) => /contracts|messages\.ts/.test(file)),
    ...server.filter((file) => /routes\.ts$/.test(file) && !file.includes('test-clock')),
  ];
  scan(schemas, found, (source, add) => {
    for (const match of source.matchAll(zodCall)) {
      const open = match.index + match[0].length - 1;
      const close = matching(source, open, '(', ')');
      // Literals at this call's own level: the nested calls are matched on their own.
      let i = open + 1;
      while (i < close) {
        if (source[i] === '(' || source[i] === '{' || source[i] === '[') {
          const pair = { '(': ')', '{': '}', '[': ']' }[source[i] as '(' | '{' | '['];
          const end = matching(source, i, source[i]!, pair);
          if (source[i] === '{') {
            for (const literal of literalsIn(source, i, end)) if (isSentence(literal.text)) add(literal);
          }
          i = end + 1;
          continue;
        }
        const literals: Literal[] = [];
        const next = skip(source, i, literals);
        for (const literal of literals) if (isSentence(literal.text)) add(literal);
        i = next === i ? i + 1 : next;
      }
    }
    for (const match of source.matchAll(messageProperty)) {
      const start = match.index + match[0].length;
      const literals: Literal[] = [];
      skip(source, start, literals);
      for (const literal of literals) if (isSentence(literal.text)) add(literal);
    }
    for (const match of source.matchAll(messagesCall)) {
      const [, name, field, n] = match;
      const make = messages[name as keyof typeof messages] as unknown;
      if (typeof make !== 'function') continue;
      const text = (make as (field: string, n?: number) => string)(
        field!,
        n === undefined ? undefined : Number(n.replaceAll('_', '')),
      );
      add({ text, template: false, start: match.index }, text);
    }
  });

  return { sites, found };
}
