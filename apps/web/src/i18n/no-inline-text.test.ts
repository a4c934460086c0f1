import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';
import { brand } from '../config/brand.ts';
import { languageNames } from './languages.ts';

// Issue 23: every word the web app shows comes from a catalogue. The pseudo-locale tests catch
// inline text on the screens they render; this test reads every module of the app (each .tsx and
// .ts under src, not the tests, their data nor the catalogues) with a TypeScript parser, so a
// screen without a pseudo-locale test cannot keep English written inline either. It fails
// listing file:line of:
//   - JSX text with a letter: <Text>Loading</Text>;
//   - a string written as a JSX child: {'Loading'}, {busy ? 'Saving' : 'Save'};
//   - a string given to an attribute people read or hear: label="Amount",
//     placeholder={`Search ${what}`}, aria-label={open ? 'Close' : 'Open'};
//   - the same in an object (column definitions, menus, chart series): { title: 'Amount' }, but
//     not a catalogue key ({ label: 'dashboard' }, { title: 'sale.purchase' }: t() reads it later);
//   - an error's message written inline: throw new Error('We could not open this receipt.') (an
//     error's message is what the pages show: translate it when thrown, lib/api.ts, log-in.ts).

const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** Attributes people read or hear (Mantine's and ours: components/*.tsx). */
const readAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
  'caption',
  'legend',
  'heading',
  'hint',
  'subtitle',
  'empty',
  'children',
]);

/** Our components' and Mantine's other read props: confirmLabel, emptyText, noRecordsText… */
const readAttributePattern =
  /^[a-z][A-Za-z]*(Label|Text|Title|Message|Description|Placeholder|Hint|Caption|Heading)$/;

/**
 * Words kept as they are in every language (docs/i18n.md, "What is not translated"): the brand
 * name, the language switch's languages (each named in itself), the product terms, units and
 * currency codes. Only whole words are taken out; anything else with a letter is a finding.
 */
const allowedWords = [
  brand.name,
  ...Object.values(languageNames),
  'CNG',
  'LNG',
  'MMBtu',
  'scm',
  'kg',
  'NUBAN',
  'TIN',
  'RC',
  'CAC',
  'NMDPRA',
  'PDF',
  'CSV',
  'OTP',
  'NGN',
  'USD',
  // Million standard cubic feet per day, the financials' volume unit (as MMBtu).
  'mmscfd',
];

/**
 * Findings that are not interface text, each with its reason: file (under src) and the text.
 * Keep it short; a word people read belongs in a catalogue.
 */
const allowedFindings: { file: string; text: string; why: string }[] = [
  {
    file: 'components/illustrations/nigeria-hub-map.tsx',
    text: 'Abuja',
    why: "a city's name on the map, the same in every language, as the hubs' names (data) beside it",
  },
  // Programming errors, never a page's words (the failed-page screen says what went wrong).
  { file: 'main.tsx', text: 'The page has no #root element', why: 'index.html without its root' },
  { file: 'i18n/index.ts', text: 'No catalogue', why: 'a namespace asked for that has no module' },
  { file: 'router.tsx', text: 'No page', why: "an area's route without its page" },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowedPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...allowedWords]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** True when the text says something in words: a letter left once entities and allowed words go. */
function hasWords(text: string): boolean {
  const rest = text.replace(/&[a-zA-Z]+;|&#x?[0-9a-fA-F]+;/g, ' ').replace(allowedPattern, ' ');
  return /\p{L}/u.test(rest);
}

/** The app's modules: .tsx and .ts, without tests, their data (test-data.ts) and type files. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'test' || entry.name === 'locales' || entry.name === 'node_modules') continue;
      files.push(...sourceFiles(path));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      entry.name !== 'test-data.ts'
    ) {
      files.push(path);
    }
  }
  return files.sort();
}

/** A catalogue key or a code rather than words: 'dashboard', 'sale.purchase', 'table.loading'. */
const looksLikeKey = (text: string) => /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/.test(text);

// The parser: oxc's, as rolldown (the bundler of vite, our build) exposes it. TypeScript 7 (our
// compiler, written in Go) has no in-process parser for JavaScript, only an unstable API that
// starts a compiler process per project. The tree is ESTree's, with JSX and TypeScript nodes.
type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The literal texts an expression may evaluate to: its strings and template texts. */
function literalTexts(node: Node): { node: Node; text: string }[] {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null; raw: string } }[];
      return [{ node, text: quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ') }];
    }
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return literalTexts(node.expression as Node);
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent as Node), ...literalTexts(node.alternate as Node)];
    case 'LogicalExpression':
      // cond && 'Text' shows the right side; a || 'Text' and a ?? 'Text' either side.
      if (node.operator === '&&') return literalTexts(node.right as Node);
      return [...literalTexts(node.left as Node), ...literalTexts(node.right as Node)];
    case 'BinaryExpression':
      if (node.operator !== '+') return [];
      return [...literalTexts(node.left as Node), ...literalTexts(node.right as Node)];
    default:
      return [];
  }
}

type Finding = { where: string; text: string };

function attributeName(node: Node): string {
  const name = node.name as Node;
  if (name.type === 'JSXNamespacedName')
    return `${(name.namespace as Node).name as string}:${(name.name as Node).name as string}`;
  return name.name as string;
}

function findInlineText(file: string, text = readFileSync(file, 'utf8')): Finding[] {
  const parsed = parseSync(file, text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (parsed.errors.length > 0)
    throw new Error(`${file}: ${parsed.errors.map((error) => error.message).join('; ')}`);
  const findings: Finding[] = [];
  const report = (node: Node, said: string) => {
    const line = text.slice(0, node.start).split('\n').length;
    findings.push({ where: `${relative(srcDir, file)}:${line}`, text: said.trim().replace(/\s+/g, ' ') });
  };
  const check = (expression: Node, keysAllowed = false) => {
    for (const found of literalTexts(expression))
      if (hasWords(found.text) && !(keysAllowed && looksLikeKey(found.text))) report(found.node, found.text);
  };
  const isRead = (name: string) => readAttributes.has(name) || readAttributePattern.test(name);
  const visit = (node: Node, parent: Node | undefined) => {
    if (node.type === 'JSXText') {
      if (hasWords(node.value as string)) report(node, node.value as string);
    } else if (node.type === 'JSXExpressionContainer' && parent?.type !== 'JSXAttribute') {
      check(node.expression as Node);
    } else if (node.type === 'JSXAttribute' && isNode(node.value)) {
      const name = attributeName(node);
      if (isRead(name)) {
        const value = node.value;
        check(value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value);
      }
    } else if (node.type === 'Property' && !node.computed && parent?.type === 'ObjectExpression') {
      const key = node.key as Node;
      const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
      if (isRead(name) && name !== 'children') check(node.value as Node, true);
    } else if (node.type === 'NewExpression' || node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const [message] = node.arguments as Node[];
      if (callee.type === 'Identifier' && /Error$/.test(callee.name as string) && message) check(message);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child, node);
      if (isNode(value)) visit(value, node);
    }
  };
  visit(parsed.program as unknown as Node, undefined);
  return findings;
}

describe('no inline text in the web app (issue 23)', () => {
  const files = sourceFiles(srcDir);

  it('reads every module of the app', () => {
    // 165 .tsx and 190 .ts when this test was written: floors, so it cannot pass by reading nothing.
    expect(files.filter((file) => file.endsWith('.tsx')).length).toBeGreaterThanOrEqual(150);
    expect(files.filter((file) => file.endsWith('.ts')).length).toBeGreaterThanOrEqual(150);
  });

  it('finds every word a component shows in a catalogue', () => {
    const findings = files
      .flatMap((file) => findInlineText(file))
      .filter(
        ({ where, text }) =>
          !allowedFindings.some(
            (allowed) => where.startsWith(`${allowed.file}:`) && text.startsWith(allowed.text),
          ),
      )
      .map(({ where, text }) => `${where}  ${text}`);
    expect(findings).toEqual([]);
  });

  it('catches the inline text it is meant to catch', () => {
    // The scanner itself, on a sample: what it must flag and what it must let through.
    const sample = join(srcDir, 'i18n', '__sample__.tsx');
    const text = `
      const a = <Text>Loading</Text>;
      const b = <Button aria-label="Close">{t('x')}</Button>;
      const c = <TextInput label={busy ? 'Saving' : t('save')} placeholder={\`Search \${what}\`} />;
      const d = <Modal confirmLabel="Delete" title={t('title')}>{'Sure?'}</Modal>;
      const e = <Badge>CNG</Badge>;
      const f = <Text>{brand.name} · Gas Exchange — ₦ 2025</Text>;
      const g = <Box data-testid="sale-row" className="row">{count} / {total}</Box>;
      const h = <Text>{ok && 'Done'}</Text>;
      const columns = [{ accessor: 'amount', title: 'Amount' }, { accessor: 'fee', title: 'sale.fee' }];
      const menu = { label: 'dashboard', description: \`Open \${name}\` };
      if (!response.ok) throw new Error('We could not open this receipt.');
      const problem = new ApiError(0, [], code);
    `;
    const found = findInlineText(sample, text).map((finding) => finding.text);
    expect(found).toEqual([
      'Loading',
      'Close',
      'Saving',
      'Search',
      'Delete',
      'Sure?',
      'Done',
      'Amount',
      'Open',
      'We could not open this receipt.',
    ]);
  });
});
