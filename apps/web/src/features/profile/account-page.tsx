import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { SectionCard } from '../../components/section.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { EmailAddressSection } from './email-address-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * /admin/account (Settings > Your account): an operator's own sign-in, who has no party profile:
 * the password, the email address, the sessions and two-factor sign-in (issue 21).
 */
export function AccountPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('account.title'));
  return (
    <Stack gap="lg">
      <PageHeading title={t('account.title')} description={t('account.description')} descriptionSize="md" />
      <SectionCard title={t('password.title')}>
        <ChangePasswordForm />
      </SectionCard>
      <EmailAddressSection />
      <SessionsSection />
      <TwoFactorSection />
    </Stack>
  );
}
