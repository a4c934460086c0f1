import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/** When a page fails to load (a lost connection while fetching its code, a bug): say so plainly. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py={96}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="var(--app-muted)">
          This page could not be shown. Check your connection and reload the page; if it keeps happening,
          please contact support.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
