import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * When a page fails to load (a lost connection while fetching its code or its words, a bug): say
 * so plainly, in the words loaded with every page (common), which cannot be the ones missing.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py={96}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('pageFailed.title')}</Title>
        <Text c="var(--app-muted)">{t('pageFailed.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('pageFailed.reload')}</Button>
      </Stack>
    </Container>
  );
}
