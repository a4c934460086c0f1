import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBusinessProfile } from './api/get-business-profile.ts';
import { LicenceBanner } from './licence-banner.tsx';
import { missingItem } from './missing-items.ts';

/**
 * The dashboard's word on the party's business profile: while Pending and incomplete, "Complete
 * your business profile" with what is missing; for a supplier, its licence within 30 days of
 * expiry or past it. Nothing otherwise (nor while loading or on an error: the page says that).
 */
export function BusinessProfileNotice({ href }: { href: string }) {
  const { t } = useTranslation('verification');
  const profile = useBusinessProfile();
  if (!profile.isSuccess) return null;
  const link = (label: string) => (
    <Anchor component={Link} to={href} inherit fw={600}>
      {label}
    </Anchor>
  );
  if (profile.data.partyStatus === 'Pending' && profile.data.missing.length > 0) {
    return (
      <Alert color="yellow" variant="light" role="status" title={t('notice.title')}>
        <Text size="sm">
          {t('notice.text', { missing: profile.data.missing.map((item) => missingItem(item, t)).join(', ') })}{' '}
          {link(t('notice.complete'))}
        </Text>
      </Alert>
    );
  }
  return <LicenceBanner profile={profile.data} action={link(t('notice.renew'))} />;
}
