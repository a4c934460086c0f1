import { authFieldLabels as labels, registerClientSchema, registerCustomerSchema } from '@gas/shared';
import {
  Anchor,
  Button,
  PasswordInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { registerClient, registerCustomer } from './api/register.ts';
import { FormAlert } from './form-alert.tsx';

type Tab = 'supplier' | 'offtaker';

/** Submits a sign-up; on success goes to /success, on failure shows the server's errors. */
function useRegistration<V>(
  submit: (values: V) => Promise<unknown>,
  applyServerErrors: (errors: ApiError['errors']) => void,
) {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: submit,
    onMutate: () => setAlert(null),
    onSuccess: () => navigate(paths.success.href()),
    onError: (error) => {
      if (error instanceof ApiError) applyServerErrors(error.errors);
      setAlert(error.message);
    },
  });
  return { alert, setAlert, mutation };
}

function PasswordFields({ form }: { form: { inputProps: (field: 'password' | 'confirm') => object } }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PasswordInput
        {...form.inputProps('password')}
        label={labels.password}
        autoComplete="new-password"
        withAsterisk
      />
      <PasswordInput
        {...form.inputProps('confirm')}
        label={labels.confirm}
        autoComplete="new-password"
        withAsterisk
      />
    </SimpleGrid>
  );
}

function SupplierForm() {
  const form = useSchemaForm(registerClientSchema, {
    name: '',
    mobile: '',
    email: '',
    password: '',
    confirm: '',
  });
  const { alert, setAlert, mutation } = useRegistration(registerClient, form.applyServerErrors);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const values = form.validate();
    if (values) mutation.mutate(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Supplier sign-up">
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          {...form.inputProps('name')}
          label={labels.name}
          autoComplete="organization"
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('mobile')}
            label={labels.mobile}
            type="tel"
            autoComplete="tel"
            withAsterisk
          />
          <TextInput
            {...form.inputProps('email')}
            label={labels.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
          />
        </SimpleGrid>
        <PasswordFields form={form} />
        <Button type="submit" loading={mutation.isPending} size="md" fullWidth>
          Create supplier account
        </Button>
      </Stack>
    </form>
  );
}

function OfftakerForm() {
  const form = useSchemaForm(registerCustomerSchema, {
    firstname: '',
    lastname: '',
    name: '',
    mobile: '',
    email: '',
    password: '',
    confirm: '',
  });
  const { alert, setAlert, mutation } = useRegistration(registerCustomer, form.applyServerErrors);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const values = form.validate();
    if (values) mutation.mutate(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Offtaker sign-up">
      <Stack gap="md">
        <FormAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('firstname')}
            label={labels.firstname}
            autoComplete="given-name"
            withAsterisk
          />
          <TextInput
            {...form.inputProps('lastname')}
            label={labels.lastname}
            autoComplete="family-name"
            withAsterisk
          />
        </SimpleGrid>
        <TextInput
          {...form.inputProps('name')}
          label={labels.name}
          description="Optional: leave blank if you buy as an individual"
          autoComplete="organization"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('mobile')}
            label={labels.mobile}
            type="tel"
            autoComplete="tel"
            withAsterisk
          />
          <TextInput
            {...form.inputProps('email')}
            label={labels.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
          />
        </SimpleGrid>
        <PasswordFields form={form} />
        <Button type="submit" loading={mutation.isPending} size="md" fullWidth>
          Create offtaker account
        </Button>
      </Stack>
    </form>
  );
}

/** /provider (Supplier tab) and /takers (Offtaker tab): one page, the tab follows the URL. */
export function RegisterPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: Tab = pathname === paths.auth.takers.href() ? 'offtaker' : 'supplier';
  usePageTitle(tab === 'supplier' ? 'Supplier sign-up' : 'Offtaker sign-up');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Create your account
        </Title>
        <Text c="var(--app-muted)">
          Already registered?{' '}
          <Anchor component={Link} to={paths.auth.login.href()} fw={600}>
            Log in
          </Anchor>
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) =>
          navigate(value === 'offtaker' ? paths.auth.takers.href() : paths.auth.provider.href(), {
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List grow aria-label="Account type" mb="lg">
          <Tabs.Tab value="supplier">Supplier</Tabs.Tab>
          <Tabs.Tab value="offtaker">Offtaker</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="supplier">
          <Text size="sm" c="var(--app-muted)" mb="md">
            For gas producers and distributors who list inventory and sell on the exchange.
          </Text>
          <SupplierForm />
        </Tabs.Panel>
        <Tabs.Panel value="offtaker">
          <Text size="sm" c="var(--app-muted)" mb="md">
            For factories, CNG stations and other buyers who fund a wallet and buy gas.
          </Text>
          <OfftakerForm />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
