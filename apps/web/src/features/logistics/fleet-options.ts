import type { CapacityUnit, DriverStatus, TruckStatus, TruckType } from '@gas/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useHubs } from './api/get-hubs.ts';

// What the fleet pages' forms share: a select's choices with a placeholder, the hubs, and the
// words of the contract's values (truck types, units, statuses), sent in English and shown in the
// reader's language.

/** A select's options: the placeholder (empty value) and then each value with its words. */
export const choices = <V extends string>(
  values: readonly V[],
  placeholder: string,
  label: (value: V) => string = (value) => value,
) => [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: label(value) }))];

const truckTypeKeys = { 'CNG cascade': 'cngCascade', 'LNG ISO tank': 'lngIsoTank' } as const satisfies Record<
  TruckType,
  string
>;
const truckStatusKeys = {
  Available: 'available',
  'In service': 'inService',
  Maintenance: 'maintenance',
} as const satisfies Record<TruckStatus, string>;
const driverStatusKeys = { Active: 'active', Inactive: 'inactive' } as const satisfies Record<
  DriverStatus,
  string
>;

/** A value's words from the catalogue; a value the catalogue does not know shows as sent. */
function known<K extends string>(keys: Record<string, K>, value: string): K | undefined {
  return Object.hasOwn(keys, value) ? keys[value] : undefined;
}

/** 'CNG cascade' in the reader's language. */
export function truckTypeText(t: TFunction<'logistics'>, type: string): string {
  const key = known(truckTypeKeys, type);
  return key ? t(`fleet.truckTypes.${key}`) : type;
}

/** 'scm' or 'litres' in the reader's language. */
export function capacityUnitText(t: TFunction<'logistics'>, unit: CapacityUnit): string {
  return t(`fleet.capacityUnits.${unit}`);
}

/** A truck's status ('In service') as its select says it. */
export function truckStatusText(t: TFunction<'logistics'>, status: string): string {
  const key = known(truckStatusKeys, status);
  return key ? t(`fleet.truckStatuses.${key}`) : status;
}

/** A driver's status ('Active') as its select says it. */
export function driverStatusText(t: TFunction<'logistics'>, status: string): string {
  const key = known(driverStatusKeys, status);
  return key ? t(`fleet.driverStatuses.${key}`) : status;
}

/** The hubs as select options, the first one the placeholder (while they load, it says so). */
export function useHubOptions() {
  const { t } = useTranslation('logistics');
  const hubs = useHubs();
  return [
    { value: '', label: hubs.isPending ? t('fleet.loadingHubs') : t('fleet.selectHub') },
    ...(hubs.data ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
  ];
}
