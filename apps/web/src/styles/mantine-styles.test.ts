import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's styles are imported one component at a time (styles/mantine.ts and the lazy modules
// beside their components), so a component used without its stylesheet renders unstyled: a Radio
// drew as a black disc hundreds of pixels wide in the buy dialog. This scan fails when a
// component from '@mantine/core' that has its own stylesheet is used and that sheet is imported
// nowhere in the app.

const sourceRoot = join(__dirname, '..');
const stylesDir = join(__dirname, '../../../../node_modules/@mantine/core/styles');

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

describe('Mantine stylesheets', () => {
  it('finds the components and stylesheets it checks', () => {
    expect(mantineComponentsUsed().has('Button')).toBe(true);
    expect(stylesheets.has('Radio')).toBe(true);
    expect(imported.has('Button')).toBe(true);
  });

  it('imports the stylesheet of every component the app uses that has one', () => {
    const missing = [...mantineComponentsUsed()]
      .filter(([name]) => stylesheets.has(name) && !imported.has(name))
      .map(([name, files]) => `${name} (used in ${files.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
