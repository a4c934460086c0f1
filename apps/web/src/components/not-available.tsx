import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title.ts';

type NotAvailableProps = { title: string; description?: string };

/** An honest placeholder for an area page whose features arrive later. */
export function NotAvailable({ title, description }: NotAvailableProps) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl" role="status">
        <Stack gap={6}>
          <Text fw={700}>This page is not available yet</Text>
          <Text c="var(--app-muted)" size="sm">
            {description ?? 'We are still building it. Please check back soon.'}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
