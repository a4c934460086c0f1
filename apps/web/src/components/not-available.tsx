import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/use-page-title.ts';

type NotAvailableProps = { title: string; description?: string };

/** An honest placeholder for an area page whose features arrive later. */
export function NotAvailable({ title, description }: NotAvailableProps) {
  const { t } = useTranslation('components');
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl" role="status">
        <Stack gap={6}>
          <Text fw={700}>{t('notAvailable.title')}</Text>
          <Text c="var(--app-muted)" size="sm">
            {description ?? t('notAvailable.description')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
