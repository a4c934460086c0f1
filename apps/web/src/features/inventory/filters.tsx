import { Group, NativeSelect } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { inventoryLabel } from './format.ts';
import type { Inventory } from './types.ts';

type Option = { value: string; label: string };

/** A filter kept in the address (?inventoryId=...), so a filtered list can be bookmarked or shared. */
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

export function inventoryOptions(inventories: Inventory[] | undefined): Option[] {
  return (inventories ?? []).map((inventory) => ({ value: inventory.id, label: inventoryLabel(inventory) }));
}

export function FilterBar({ children }: { children: React.ReactNode }) {
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Filters">
      {children}
    </Group>
  );
}
