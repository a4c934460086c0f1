import type { Currency } from '@gas/shared';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from './money.tsx';
import { StatusBadge } from './status-badge.tsx';

type PageHeadingProps = {
  title: ReactNode;
  /** What the page holds, in a muted line under the title. */
  description?: ReactNode;
  /** Body-sized for the pages that read as text (the admin's lists); small elsewhere. */
  descriptionSize?: 'sm' | 'md';
  /** The page's main action (New Deposit, Download CSV), beside the title on wide screens. */
  action?: ReactNode;
  maw?: number;
};

/** An area page's title (h1) with what the page holds and its main action. */
export function PageHeading({ title, description, descriptionSize = 'sm', action, maw }: PageHeadingProps) {
  const heading = (
    <Stack gap={4} maw={maw}>
      {/* Takes focus when a dialog's opener is gone (form-dialog.tsx focusPageHeading). */}
      <Title order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      {description && (
        <Text c="var(--app-muted)" size={descriptionSize}>
          {description}
        </Text>
      )}
    </Stack>
  );
  if (!action) return heading;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      {heading}
      {action}
    </Group>
  );
}

/** "← Deposits": back to the list a detail page belongs to. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor component={Link} to={href} size="sm" fw={600}>
      ← {label}
    </Anchor>
  );
}

type RecordHeadingProps = {
  /** "Deposit DP-250814-7KQ2". */
  title: string;
  record: { status: string; amount: number; currency: Currency };
  /** A short muted line beside the amount ("from Abuja Steel"). */
  note?: ReactNode;
};

/** A detail page's title with the record's status and amount. */
export function RecordHeading({ title, record, note }: RecordHeadingProps) {
  return (
    <Stack gap={6}>
      {/* Takes focus when a dialog's opener is gone (form-dialog.tsx focusPageHeading). */}
      <Title order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      <Group gap="xs">
        <StatusBadge status={record.status} />
        <Money minor={record.amount} currency={record.currency} fw={700} size="lg" />
        {note && <Text c="var(--app-muted)">{note}</Text>}
      </Group>
    </Stack>
  );
}
