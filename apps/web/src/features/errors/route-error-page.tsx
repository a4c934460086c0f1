import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/** When a page fails to load (a lost connection while fetching its code, a bug): say so plainly. */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py={96}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('failed.title')}</Title>
        <Text c="var(--app-muted)">{t('failed.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('failed.reload')}</Button>
      </Stack>
    </Container>
  );
}
