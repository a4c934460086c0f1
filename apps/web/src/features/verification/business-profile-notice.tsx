import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBusinessProfile } from './api/get-business-profile.ts';
import { LicenceBanner } from './licence-banner.tsx';

/**
 * The dashboard's word on the party's business profile: while Pending and incomplete, "Complete
 * your business profile" with what is missing; for a supplier, its licence within 30 days of
 * expiry or past it. Nothing otherwise (nor while loading or on an error: the page says that).
 */
export function BusinessProfileNotice({ href }: { href: string }) {
  const profile = useBusinessProfile();
  if (!profile.isSuccess) return null;
  const link = (label: string) => (
    <Anchor component={Link} to={href} inherit fw={600}>
      {label}
    </Anchor>
  );
  if (profile.data.partyStatus === 'Pending' && profile.data.missing.length > 0) {
    return (
      <Alert color="yellow" variant="light" role="status" title="Complete your business profile">
        <Text size="sm">
          The operators approve your account once they have checked your business details and certificates.
          Still missing: {profile.data.missing.join(', ')}. {link('Complete your business profile')}
        </Text>
      </Alert>
    );
  }
  return <LicenceBanner profile={profile.data} action={link('Renew it on your business profile')} />;
}
