import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';

type Tree = { [key: string]: string | Tree };
const english = import.meta.glob<{ default: Tree }>('./locales/en/*.ts', { eager: true });
const hausa = import.meta.glob<{ default: Tree }>('./locales/ha/*.ts', { eager: true });

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

describe('message catalogues', () => {
  it('has every namespace in both languages', () => {
    const names = (modules: object) => Object.keys(modules).map((path) => path.split('/').pop());
    expect(names(hausa).sort()).toEqual(names(english).sort());
  });

  it.each(Object.keys(english))('%s has the same keys in Hausa, none empty', (path) => {
    const en = english[path]!.default;
    const ha = hausa[path.replace('/en/', '/ha/')]!.default;
    expect(keysOf(ha).sort()).toEqual(keysOf(en).sort());
    for (const value of valuesOf(ha)) expect(value.trim()).not.toBe('');
  });

  it('keeps every {{placeholder}} of the English text in the Hausa text', () => {
    for (const [path, module] of Object.entries(english)) {
      const ha = hausa[path.replace('/en/', '/ha/')]!.default;
      for (const key of keysOf(module.default)) {
        const pick = (tree: Tree) =>
          key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) as string;
        const placeholders = (text: string) => (text.match(/\{\{[^}]+\}\}/g) ?? []).sort();
        expect(placeholders(pick(ha)), `${path} ${key}`).toEqual(placeholders(pick(module.default)));
      }
    }
  });
});

function LoadingWord() {
  const { t } = useTranslation('common');
  return <p>{t('loading')}</p>;
}

describe('useTranslation', () => {
  it('speaks English by default and Hausa once chosen', async () => {
    render(<LoadingWord />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ha'));
    expect(screen.getByText('Ana lodawa…')).toBeInTheDocument();
  });

  it('marks every catalogue string in the pseudo-locale', async () => {
    await i18n.changeLanguage('pseudo');
    render(<LoadingWord />);
    expect(screen.getByText('⟦Lóádíñg…⟧')).toBeInTheDocument();
  });
});
