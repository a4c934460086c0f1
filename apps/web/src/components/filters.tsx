import { currencies } from '@gas/shared';
import { Group, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

type Option = { value: string; label: string };

/** Filters kept in the address (?status=Pending&currency=NGN), so a filtered list can be bookmarked or shared. */
export function useSearchFilter<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const setValue = (key: K, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return { values, setValue };
}

/** The value when it is one of `allowed`, else undefined (a hand-edited address is ignored). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

export const currencyOptions: Option[] = currencies.map((currency) => ({ value: currency, label: currency }));

type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  allLabel: string;
  options: Option[];
  onChange: (value: string) => void;
};

export function FilterSelect({ id, label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <NativeSelect
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: allLabel }, ...options]}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Filters">
      {children}
    </Group>
  );
}
