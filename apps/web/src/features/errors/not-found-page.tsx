import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  usePageTitle(t('notFound.pageTitle'));
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack gap="md" align="flex-start">
        <Text fw={700} c="brand.8">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="var(--app-muted)">{t('notFound.text')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.home.href()}>
            {t('notFound.home')}
          </Button>
          <Button component={Link} to={paths.markets.href()} variant="default">
            {t('notFound.markets')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
