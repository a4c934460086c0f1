import { useHubs } from './api/get-hubs.ts';

// What the fleet pages' forms share: a select's choices with a placeholder, and the hubs.

/** A select's options: the placeholder (empty value) and then each value as its own label. */
export const choices = (values: readonly string[], placeholder: string) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: value })),
];

/** The hubs as select options, the first one the placeholder (while they load, it says so). */
export function useHubOptions() {
  const hubs = useHubs();
  return [
    { value: '', label: hubs.isPending ? 'Loading hubs...' : 'Select a hub' },
    ...(hubs.data ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
  ];
}
