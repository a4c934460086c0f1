import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCatalogueFailure } from '../i18n/use-catalogue-failure.ts';
import { useInactivityLogout } from '../lib/session.ts';

/**
 * Wraps every page: the inactivity log-out, scroll restoration between pages, and the
 * failed-page screen (the root route's error boundary) when a page's words could not be loaded.
 */
export function RootLayout() {
  useCatalogueFailure();
  useInactivityLogout();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code or data loads. */
export function RouteLoading() {
  const { t } = useTranslation('layout');
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader color="brand" aria-label={t('loading')} />
    </Center>
  );
}

/**
 * Shown in place of a public page, inside its layout, while the page's code loads on the first
 * visit: the top bar and footer draw at once. A screen tall (less the 65 px top bar), so the
 * footer stays below the first screen and does not jump when the page arrives.
 */
export function PageLoading() {
  const { t } = useTranslation('layout');
  return (
    <Center mih="calc(100dvh - 65px)" role="status" aria-live="polite">
      <Loader color="brand" aria-label={t('loading')} />
    </Center>
  );
}

/**
 * Shown in place of a log-in or sign-up form, inside the auth layout, while its code loads on the
 * first visit (about the log-in form's height).
 */
export function FormLoading() {
  const { t } = useTranslation('layout');
  return (
    <Center mih={340} role="status" aria-live="polite">
      <Loader color="brand" aria-label={t('loading')} />
    </Center>
  );
}
