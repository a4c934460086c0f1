import { Badge, type BadgeProps } from '@mantine/core';

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

type StatusBadgeProps = { status: string | boolean } & Omit<BadgeProps, 'children' | 'color' | 'variant'>;

export function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  return (
    <Badge
      {...props}
      variant="light"
      radius="sm"
      className={className ? `status-badge ${className}` : 'status-badge'}
      data-tone={statusTone(status)}
    >
      {statusLabel(status)}
    </Badge>
  );
}
