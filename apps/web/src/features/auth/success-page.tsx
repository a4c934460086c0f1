import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DoneHeading } from './done-heading.tsx';

/** After sign-up: the account exists, the email address still needs validating. */
export function SuccessPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('success.title'));
  return (
    <Container size="sm" py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <DoneHeading>{t('success.title')}</DoneHeading>
          <Text>{t('success.thanks')}</Text>
          <Alert color="brand" variant="light" w="100%">
            {t('success.review')}
          </Alert>
          <Text size="sm" c="var(--app-muted)">
            {t('success.noEmail')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.auth.login.href()}>
              {t('success.goToLogIn')}
            </Button>
            <Button component={Link} to={paths.home.href()} variant="default">
              {t('success.backHome')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
