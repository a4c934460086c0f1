import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's styles are imported one component at a time (styles/mantine.ts and the lazy modules
// beside their components), so a component used without its stylesheet renders unstyled: a Radio
// drew as a black disc hundreds of pixels wide in the buy dialog. This scan fails when a
// component from '@mantine/core' that has its own stylesheet is used and that sheet is imported
// nowhere in the app, and when a stylesheet such a component builds on is missing: Radio, Switch
// and Checkbox draw their label with InlineInput.css, without which the label sat on a line below
// the control.

const sourceRoot = join(__dirname, '..');
const mantineDir = join(__dirname, '../../../../node_modules/@mantine/core');
const stylesDir = join(mantineDir, 'styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(sourceRoot).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** Each component imported from '@mantine/core', with the files that import it. */
function mantineComponentsUsed() {
  const used = new Map<string, string[]>();
  for (const { path, text } of sources) {
    for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) used.set(name, [...(used.get(name) ?? []), relative(sourceRoot, path)]);
      }
    }
  }
  return used;
}

const stylesheets = new Set(
  readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.replace(/\.css$/, '')),
);
const imported = new Set(
  sources.flatMap(({ text }) =>
    [...text.matchAll(/'@mantine\/core\/styles\/([A-Za-z]+)\.css'/g)].map((match) => match[1]!),
  ),
);

// The stylesheets a component needs: the CSS modules (`X.module.mjs`, whose stylesheet is X.css)
// that its code and what it imports within @mantine/core use, found by reading Mantine's build.
const esmDir = join(mantineDir, 'esm');
const exportedFrom = new Map<string, string>();
for (const match of readFileSync(join(esmDir, 'index.mjs'), 'utf8').matchAll(
  /import\s*\{([^}]+)\}\s*from\s*"([^"]+)"/g,
)) {
  for (const part of match[1]!.split(','))
    exportedFrom.set(
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
      join(esmDir, match[2]!),
    );
}
// A compound component's optional parts (Radio.Card, Checkbox.Indicator) are imported by its
// module but styled only when used; used by name, the first check asks for their sheets.
const optionalParts = new Set(['RadioCard', 'RadioIndicator', 'CheckboxCard', 'CheckboxIndicator']);
function stylesheetsNeededBy(component: string): string[] {
  const entry = exportedFrom.get(component);
  if (!entry) return [];
  const needed = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)) {
      const target = join(dirname(file), match[1]!);
      if (target.endsWith('.module.mjs')) needed.add(basename(target, '.module.mjs'));
      else pending.push(target);
    }
  }
  return [...needed].filter((name) => stylesheets.has(name) && !optionalParts.has(name));
}

describe('Mantine stylesheets', () => {
  it('finds the components and stylesheets it checks', () => {
    expect(mantineComponentsUsed().has('Button')).toBe(true);
    expect(stylesheets.has('Radio')).toBe(true);
    expect(imported.has('Button')).toBe(true);
    expect(stylesheetsNeededBy('Radio')).toEqual(expect.arrayContaining(['Radio', 'InlineInput']));
    expect(stylesheetsNeededBy('TextInput')).toContain('Input');
  });

  it('imports the stylesheet of every component the app uses that has one', () => {
    const missing = [...mantineComponentsUsed()]
      .filter(([name]) => stylesheets.has(name) && !imported.has(name))
      .map(([name, files]) => `${name} (used in ${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('imports the stylesheets those components build on (InlineInput.css for Radio and Switch)', () => {
    const missing = [...mantineComponentsUsed()].flatMap(([name, files]) =>
      stylesheetsNeededBy(name)
        .filter((sheet) => !imported.has(sheet))
        .map((sheet) => `${sheet}.css, needed by ${name} (used in ${files.join(', ')})`),
    );
    expect(missing).toEqual([]);
  });
});
