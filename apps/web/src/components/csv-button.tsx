import { Button } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api.ts';
import { Icon } from './icons.tsx';

/**
 * The browser follows the CSV link itself, so an expired access id would be saved as the file.
 * A cheap signed-in call first renews the session silently when needed; then the link is
 * followed. If that call fails the link is followed anyway and the server's answer stands.
 */
async function downloadWithFreshSession(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const link = event.currentTarget;
  await api.get('auth/role').catch(() => undefined);
  const follow = document.createElement('a');
  follow.setAttribute('href', link.getAttribute('href') ?? link.href);
  follow.download = '';
  follow.click();
}

/** Download CSV: a same-origin GET of `href` (the session cookie goes along); disabled when it cannot be asked. */
export function CsvButton({ href, canDownload = true }: { href: string; canDownload?: boolean }) {
  const { t } = useTranslation('components');
  return canDownload ? (
    <Button
      component="a"
      href={href}
      download
      onClick={downloadWithFreshSession}
      variant="outline"
      leftSection={<Icon name="download" size={18} />}
    >
      {t('csv.download')}
    </Button>
  ) : (
    <Button variant="outline" disabled leftSection={<Icon name="download" size={18} />}>
      {t('csv.download')}
    </Button>
  );
}
