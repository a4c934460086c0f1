import { Anchor, Box, Container, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark, SkipLink } from '../components/brand-mark.tsx';
import { GasCylinders } from '../components/illustrations/index.tsx';
import { paths } from '../config/paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import classes from './layout.module.css';
import { FormLoading } from './root-layout.tsx';

/** Log-in and sign-up pages: the form beside a short reminder of what the exchange offers. */
export function AuthLayout() {
  const { t } = useTranslation('layout');
  return (
    <Box mih="100dvh">
      <SkipLink />
      <Box component="header" className={classes.header} h={64}>
        <Container h="100%" size="lg">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandMark />
            <Group gap="md" wrap="nowrap">
              <LanguageSwitch />
              {/* On a phone the brand is the way home: the link leaves room for the switch. */}
              <Anchor component={Link} to={paths.home.href()} size="sm" fw={600} visibleFrom="xs">
                {t('auth.backHome')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Grid gap={{ base: 'lg', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <Stack gap="lg">
              <Title order={2} size="h3" c="brand.9">
                {t('auth.pitchTitle')}
              </Title>
              <List spacing="sm" c="var(--app-muted)">
                <List.Item>{t('auth.pitchRates')}</List.Item>
                <List.Item>{t('auth.pitchWallets')}</List.Item>
                <List.Item>{t('auth.pitchHubs')}</List.Item>
              </List>
              <Box maw={260}>
                <GasCylinders />
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper
              component="main"
              id="main"
              tabIndex={-1}
              withBorder
              radius="md"
              p={{ base: 'md', sm: 'xl' }}
            >
              {/* A form whose words are still loading (its namespace, lazily) waits here. */}
              <Suspense fallback={<FormLoading />}>
                <Outlet />
              </Suspense>
            </Paper>
            {/* Links inside a sentence are underlined: colour alone does not mark them. */}
            <Text size="xs" c="var(--app-muted)" mt="md" ta="center">
              <Trans
                t={t}
                i18nKey="auth.consent"
                components={{
                  terms: <Anchor component={Link} to={paths.terms.href()} inherit underline="always" />,
                  privacy: <Anchor component={Link} to={paths.privacy.href()} inherit underline="always" />,
                }}
              />
            </Text>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
