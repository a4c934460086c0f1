import { type BusinessProfile, daysUntil, formatDate, lagosDate } from '@gas/shared';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'Africa/Lagos');

/**
 * A supplier's NMDPRA licence within 30 days of its expiry (amber) or past it (red: no new prices
 * until it is renewed). Nothing while the licence is valid for longer, or for offtakers.
 */
export function LicenceBanner({ profile, action }: { profile: BusinessProfile; action?: ReactNode }) {
  const { t } = useTranslation('verification');
  const expiry = profile.licenceExpiry;
  if (profile.partyKind !== 'supplier' || !expiry) return null;
  if (profile.licenceState === 'expired') {
    return (
      <Alert color="red" variant="light" role="alert" title={t('licence.expiredTitle')}>
        {t('licence.expired', { date: day(expiry) })} {action}
      </Alert>
    );
  }
  if (profile.licenceState === 'expiring') {
    const left = daysUntil(expiry, lagosDate(new Date()));
    return (
      <Alert color="yellow" variant="light" role="status" title={t('licence.expiringTitle')}>
        {left === 0
          ? t('licence.expiringToday', { date: day(expiry) })
          : t('licence.expiring', { date: day(expiry), count: left })}{' '}
        {action}
      </Alert>
    );
  }
  return null;
}
