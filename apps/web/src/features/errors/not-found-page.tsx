import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack gap="md" align="flex-start">
        <Text fw={700} c="brand.8">
          404
        </Text>
        <Title order={1}>We could not find that page</Title>
        <Text c="var(--app-muted)">
          The address may be mistyped, or the page may have moved. These will get you back on track:
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.home.href()}>
            Go to home
          </Button>
          <Button component={Link} to={paths.markets.href()} variant="default">
            Market Data
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
