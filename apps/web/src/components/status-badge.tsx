import { Badge, type BadgeProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type en from '../i18n/locales/en/components.ts';

export type StatusTone = 'green' | 'amber' | 'red' | 'grey';

const tones: Record<string, StatusTone> = {
  approved: 'green',
  active: 'green',
  available: 'green',
  completed: 'green',
  true: 'green',
  pending: 'amber',
  unconfirmed: 'amber',
  rejected: 'red',
  suspended: 'red',
  cancelled: 'red',
  canceled: 'red',
};

/** The spec's badge colours: Approved/Active green, Pending/Unconfirmed amber, Rejected/Cancelled red (and Suspended). */
export function statusTone(status: string | boolean): StatusTone {
  return tones[String(status).toLowerCase()] ?? 'grey';
}

/** Products report true/false or Available/Unavailable; people read Active or Inactive. */
export function statusLabel(status: string | boolean): string {
  if (status === true || status === 'Available') return 'Active';
  if (status === false || status === 'Unavailable') return 'Inactive';
  return status;
}

type StatusKey = keyof (typeof en)['status'];

/** 'Awaiting dispatch' -> 'awaitingDispatch': a status's key in the components catalogue. */
function statusKey(label: string): string {
  return label.toLowerCase().replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A status as the reader's language says it ('Approved' -> 'An amince'); a status the
 * catalogue does not know is shown as the server sent it.
 */
export function translateStatus(t: TFunction<'components'>, status: string | boolean): string {
  const label = statusLabel(status);
  const key = statusKey(label) as StatusKey;
  return t(`status.${key}`, { defaultValue: label });
}

/** translateStatus bound to the current language, for lists of statuses (filters, badges). */
export function useStatusText() {
  const { t } = useTranslation('components');
  return (status: string | boolean) => translateStatus(t, status);
}

type StatusBadgeProps = {
  status: string | boolean;
  /** The words shown, when the status is not one of the shared statuses (a truck's 'Available'). */
  label?: string;
} & Omit<BadgeProps, 'children' | 'color' | 'variant'>;

export function StatusBadge({ status, label, className, ...props }: StatusBadgeProps) {
  const statusText = useStatusText();
  return (
    <Badge
      {...props}
      variant="light"
      radius="sm"
      className={className ? `status-badge ${className}` : 'status-badge'}
      data-tone={statusTone(status)}
    >
      {label ?? statusText(status)}
    </Badge>
  );
}
