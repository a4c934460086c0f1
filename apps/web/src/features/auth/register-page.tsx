import { registerClientSchema, registerCustomerSchema } from '@gas/shared';
import { Anchor, Button, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { EmailInput, NewPasswordInput } from '../../components/form-fields.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { registerClient, registerCustomer } from './api/register.ts';
import { FormAlert } from './form-alert.tsx';

type Tab = 'supplier' | 'offtaker';

type SignUpValues = { mobile: string; email: string; password: string; confirm: string };

/**
 * A sign-up form's state: the shared schema's rules, then the registration call; on success
 * /success, on failure the server's errors on their fields and its message in the alert.
 */
function useSignUp<S extends z.ZodType, V extends SignUpValues>(
  schema: S,
  initialValues: V,
  submit: (values: z.output<S>) => Promise<unknown>,
) {
  const navigate = useNavigate();
  const form = useSchemaForm(schema, initialValues);
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: submit,
    onMutate: () => setAlert(null),
    onSuccess: () => navigate(paths.success.href()),
    onError: (error) => setAlert(form.takeServerError(error)),
  });
  const onSubmit = form.handleSubmit(
    (values) => mutation.mutate(values),
    () => setAlert(null),
  );
  return { form, alert, isPending: mutation.isPending, onSubmit };
}

type SignUpForm = { inputProps: (field: keyof SignUpValues) => object };

/** Mobile Number, Email Address, Password and Confirm Password: asked of suppliers and offtakers alike. */
function ContactAndPasswordFields({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...form.inputProps('mobile')}
          label={t('fields.mobile')}
          type="tel"
          autoComplete="tel"
          withAsterisk
        />
        <EmailInput {...form.inputProps('email')} label={t('fields.email')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NewPasswordInput {...form.inputProps('password')} label={t('fields.password')} />
        <NewPasswordInput {...form.inputProps('confirm')} label={t('fields.confirm')} />
      </SimpleGrid>
    </>
  );
}

type SignUpFrameProps = {
  signUp: {
    form: SignUpForm;
    alert: string | null;
    isPending: boolean;
    onSubmit: FormEventHandler<HTMLFormElement>;
  };
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The fields only this kind of party is asked. */
  children: ReactNode;
};

/** A sign-up form: the server's message, the kind's own fields, then contact, password and submit. */
function SignUpFrame({ signUp, label, submitLabel, children }: SignUpFrameProps) {
  return (
    <form onSubmit={signUp.onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <FormAlert message={signUp.alert} />
        {children}
        <ContactAndPasswordFields form={signUp.form} />
        <Button type="submit" loading={signUp.isPending} size="md" fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

function SupplierForm() {
  const { t } = useTranslation('auth');
  const signUp = useSignUp(
    registerClientSchema,
    { name: '', mobile: '', email: '', password: '', confirm: '' },
    registerClient,
  );
  return (
    <SignUpFrame
      signUp={signUp}
      label={t('register.supplierPageTitle')}
      submitLabel={t('register.supplierSubmit')}
    >
      <TextInput
        {...signUp.form.inputProps('name')}
        label={t('fields.name')}
        autoComplete="organization"
        withAsterisk
      />
    </SignUpFrame>
  );
}

function OfftakerForm() {
  const { t } = useTranslation('auth');
  const signUp = useSignUp(
    registerCustomerSchema,
    { firstname: '', lastname: '', name: '', mobile: '', email: '', password: '', confirm: '' },
    registerCustomer,
  );
  const { form } = signUp;
  return (
    <SignUpFrame
      signUp={signUp}
      label={t('register.offtakerPageTitle')}
      submitLabel={t('register.offtakerSubmit')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...form.inputProps('firstname')}
          label={t('fields.firstname')}
          autoComplete="given-name"
          withAsterisk
        />
        <TextInput
          {...form.inputProps('lastname')}
          label={t('fields.lastname')}
          autoComplete="family-name"
          withAsterisk
        />
      </SimpleGrid>
      <TextInput
        {...form.inputProps('name')}
        label={t('fields.name')}
        description={t('register.companyOptional')}
        autoComplete="organization"
      />
    </SignUpFrame>
  );
}

/** /provider (Supplier tab) and /takers (Offtaker tab): one page, the tab follows the URL. */
export function RegisterPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: Tab = pathname === paths.auth.takers.href() ? 'offtaker' : 'supplier';
  const { t } = useTranslation('auth');
  usePageTitle(tab === 'supplier' ? t('register.supplierPageTitle') : t('register.offtakerPageTitle'));

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('register.title')}
        descriptionSize="md"
        description={
          <Trans
            t={t}
            i18nKey="register.alreadyRegistered"
            components={{ anchor: <Anchor component={Link} to={paths.auth.login.href()} fw={600} /> }}
          />
        }
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          navigate(value === 'offtaker' ? paths.auth.takers.href() : paths.auth.provider.href(), {
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List grow aria-label={t('register.accountType')} mb="lg">
          <Tabs.Tab value="supplier">{t('register.supplier')}</Tabs.Tab>
          <Tabs.Tab value="offtaker">{t('register.offtaker')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="supplier">
          <Text size="sm" c="var(--app-muted)" mb="md">
            {t('register.supplierIntro')}
          </Text>
          <SupplierForm />
        </Tabs.Panel>
        <Tabs.Panel value="offtaker">
          <Text size="sm" c="var(--app-muted)" mb="md">
            {t('register.offtakerIntro')}
          </Text>
          <OfftakerForm />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
