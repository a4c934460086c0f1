import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';

// A pathless route around the pages that read the API (Market Data, log-in and sign-up, the
// signed-in areas). Providing the cache here, not at the root, keeps TanStack Query out of the
// landing page's download; every boundary shares the same client, so the cache is one.

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
