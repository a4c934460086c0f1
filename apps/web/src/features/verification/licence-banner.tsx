import { type BusinessProfile, daysUntil, formatDate, lagosDate } from '@gas/shared';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'Africa/Lagos');

/**
 * A supplier's NMDPRA licence within 30 days of its expiry (amber) or past it (red: no new prices
 * until it is renewed). Nothing while the licence is valid for longer, or for offtakers.
 */
export function LicenceBanner({ profile, action }: { profile: BusinessProfile; action?: ReactNode }) {
  const expiry = profile.licenceExpiry;
  if (profile.partyKind !== 'supplier' || !expiry) return null;
  if (profile.licenceState === 'expired') {
    return (
      <Alert color="red" variant="light" role="alert" title="Your NMDPRA licence has expired">
        It expired on {day(expiry)}. You cannot publish new prices until you renew it: give the new licence
        number, its expiry date and the certificate. {action}
      </Alert>
    );
  }
  if (profile.licenceState === 'expiring') {
    const left = daysUntil(expiry, lagosDate(new Date()));
    return (
      <Alert color="yellow" variant="light" role="status" title="Your NMDPRA licence expires soon">
        It expires on {day(expiry)} ({left === 0 ? 'today' : `in ${left} day${left === 1 ? '' : 's'}`}). Renew
        it before then to keep publishing prices. {action}
      </Alert>
    );
  }
  return null;
}
