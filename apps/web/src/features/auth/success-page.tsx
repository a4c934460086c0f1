import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DoneHeading } from './done-heading.tsx';

/** After sign-up: the account exists, the email address still needs validating. */
export function SuccessPage() {
  usePageTitle('Registration complete');
  return (
    <Container size="sm" py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <DoneHeading>Registration complete</DoneHeading>
          <Text>
            Thank you for registering. We have sent you an email: please follow the link in it to validate
            your email address.
          </Text>
          <Alert color="brand" variant="light" w="100%">
            After validating your address, the exchange reviews your registration. You can log in and trade
            once your account is approved.
          </Alert>
          <Text size="sm" c="var(--app-muted)">
            No email? Check your spam folder, or wait a few minutes before registering again.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.auth.login.href()}>
              Go to Log In
            </Button>
            <Button component={Link} to={paths.home.href()} variant="default">
              Back to home
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
