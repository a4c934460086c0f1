import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionProps = {
  title: string;
  /** The heading's id, which names the section; by default from the title ("Details" -> details-heading). */
  id?: string;
  /** A button or link beside the heading. */
  action?: ReactNode;
  children: ReactNode;
};

const headingId = (title: string) => `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;

function Heading({ id, title, action }: { id: string; title: string; action: ReactNode }) {
  const heading = (
    <Title order={2} size="h4" id={id}>
      {title}
    </Title>
  );
  if (!action) return heading;
  return (
    <Group justify="space-between" align="center" gap="sm">
      {heading}
      {action}
    </Group>
  );
}

/** A titled part of a page (h2), named by its heading for screen readers. */
export function PageSection({ title, id = headingId(title), action, children }: SectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Heading id={id} title={title} action={action} />
      {children}
    </Stack>
  );
}

/** A titled part of a detail page on its own bordered surface. */
export function SectionCard({ title, id = headingId(title), action, children }: SectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Heading id={id} title={title} action={action} />
        {children}
      </Stack>
    </Paper>
  );
}
