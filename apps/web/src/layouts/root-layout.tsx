import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useInactivityLogout } from '../lib/session.ts';

/** Wraps every page: the inactivity log-out and scroll restoration between pages. */
export function RootLayout() {
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
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader color="brand" aria-label="Loading" />
    </Center>
  );
}
