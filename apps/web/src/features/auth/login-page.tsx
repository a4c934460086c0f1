import { loginSchema } from '@gas/shared';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { roleHome } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { logIn } from './api/log-in.ts';
import { FormAlert } from './form-alert.tsx';

export function LoginPage() {
  usePageTitle('Log In');
  const navigate = useNavigate();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const [alert, setAlert] = useState<string | null>(null);

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (role) => navigate(roleHome[role], { replace: true }),
    onError: (error) => {
      if (error instanceof ApiError) form.applyServerErrors(error.errors);
      setAlert(error.message);
    },
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const values = form.validate();
    if (values) login.mutate(values);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Log in
        </Title>
        <Text c="var(--app-muted)">Welcome back. Log in to trade, fund your wallet or review approvals.</Text>
      </Stack>
      <FormAlert message={alert} />
      <form onSubmit={onSubmit} noValidate aria-label="Log in">
        <Stack gap="md">
          <TextInput
            {...form.inputProps('email')}
            label="Email Address"
            type="email"
            autoComplete="email"
            inputMode="email"
            withAsterisk
          />
          <PasswordInput
            {...form.inputProps('password')}
            label="Password"
            autoComplete="current-password"
            withAsterisk
          />
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            Log in
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        New to the exchange?{' '}
        <Anchor component={Link} to={paths.auth.provider.href()} fw={600}>
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
}
