import { Stack } from '@mantine/core';
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
  usePageTitle('Your account');
  return (
    <Stack gap="lg">
      <PageHeading
        title="Your account"
        description="How you sign in, and where you are signed in."
        descriptionSize="md"
      />
      <SectionCard title="Change Password">
        <ChangePasswordForm />
      </SectionCard>
      <EmailAddressSection />
      <SessionsSection />
      <TwoFactorSection />
    </Stack>
  );
}
