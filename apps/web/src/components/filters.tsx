import { currencies } from '@gas/shared';
import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../lib/api.ts';
import type { PagedSearch } from '../lib/use-paged-search.ts';
import { translateValidationMessage } from '../lib/validation-messages.ts';
import { useStatusText } from './status-badge.tsx';

type Option = { value: string; label: string };
/** Options under a heading, e.g. the suppliers and the offtakers of one party filter. */
type OptionGroup = { group: string; items: Option[] };

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
  /** A filter's props bound to `key`: its value in the address and its change. */
  const filterProps = (key: K) => ({ value: values[key], onChange: (value: string) => setValue(key, value) });
  return { values, setValue, filterProps };
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
  options: (Option | OptionGroup)[];
  onChange: (value: string) => void;
  /** A message for this filter, e.g. the server's field error. */
  error?: ReactNode;
};

export function FilterSelect({ id, label, value, allLabel, options, onChange, error }: FilterSelectProps) {
  return (
    <NativeSelect
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: allLabel }, ...options]}
      error={error}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

type PresetFilterProps = Omit<FilterSelectProps, 'id' | 'label' | 'allLabel' | 'options'> & { id?: string };

/** All currencies, or one. */
export function CurrencyFilter({ id = 'currency', ...props }: PresetFilterProps) {
  const { t } = useTranslation('components');
  return (
    <FilterSelect
      id={id}
      label={t('filters.currency')}
      allLabel={t('filters.allCurrencies')}
      options={currencyOptions}
      {...props}
    />
  );
}

/** All statuses, or one of `statuses`. */
export function StatusFilter({
  id = 'status',
  statuses,
  ...props
}: PresetFilterProps & { statuses: readonly string[] }) {
  const { t } = useTranslation('components');
  const statusText = useStatusText();
  return (
    <FilterSelect
      id={id}
      label={t('filters.status')}
      allLabel={t('filters.allStatuses')}
      options={statuses.map((status) => ({ value: status, label: statusText(status) }))}
      {...props}
    />
  );
}

/**
 * Named choices (products, hubs, parties) as options. A bookmarked `chosen` id shows as
 * "Selected" even before (or without) the list of names.
 */
export function choiceOptions(
  rows: { id: string; name: string }[] | undefined,
  chosen = '',
  selectedLabel = 'Selected',
): Option[] {
  const options = (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  return chosen && !options.some((option) => option.value === chosen)
    ? [...options, { value: chosen, label: selectedLabel }]
    : options;
}

type ChoiceFilterProps = Omit<FilterSelectProps, 'options'> & {
  /** The names to choose from (a query's result); when they fail to load, the filter still works by id. */
  choices: { data?: { id: string; name: string }[] | undefined; isError: boolean };
};

/** All, or one named choice (a product, a hub, a party), by its id. */
export function ChoiceFilter({ choices, allLabel, value, ...props }: ChoiceFilterProps) {
  const { t } = useTranslation('components');
  return (
    <FilterSelect
      {...props}
      value={value}
      allLabel={choices.isError ? t('filters.namesNotLoaded', { label: allLabel }) : allLabel}
      options={choiceOptions(choices.data, value, t('filters.selected'))}
    />
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation('components');
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')}>
      {children}
    </Group>
  );
}

/** The message the server gave for one of the filters (its htmlId is the query field's name). */
export function fieldError(error: Error | null, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldMessage(field) : undefined;
}

type DateRangeProps = {
  /** The page's filters in the address: From, To, and whether they are in order. */
  search: Pick<PagedSearch<'from' | 'to'>, 'filters' | 'setFilter' | 'dateOrderError'>;
  /** The list's failed answer: the server's message for a date lands on its field. */
  error: Error | null;
};

/** From and To as the browser's date pickers (days are Lagos business days). */
export function DateRangeFilter({ search, error }: DateRangeProps) {
  const { t } = useTranslation(['components', 'validation']);
  const { from, to } = search.filters;
  const onChange = search.setFilter;
  const fromError = fieldError(error, 'from');
  const toError = search.dateOrderError
    ? translateValidationMessage(search.dateOrderError, t)
    : fieldError(error, 'to');
  return (
    <>
      <TextInput
        id="from"
        type="date"
        label={t('filters.from')}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.currentTarget.value)}
        error={fromError}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        id="to"
        type="date"
        label={t('filters.to')}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange('to', event.currentTarget.value)}
        error={toError}
        w={{ base: '100%', xs: 170 }}
      />
    </>
  );
}

/** Said instead of a list whose start date is after its end date (nothing is asked for). */
export function DateOrderNote({ subject }: { subject: string }) {
  const { t } = useTranslation('components');
  return (
    <Text c="var(--app-muted)" role="status">
      {t('filters.dateOrder', { subject })}
    </Text>
  );
}
