import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { onSessionIdentityChange } from './session.ts';

/** A data cache. Client errors (4xx) are answers, not glitches: they are not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache, shared by every page that reads the API. */
export const queryClient = createQueryClient();

// Its keys do not name the user: emptied whenever someone signs in or out (also in another tab),
// so the next person on this device never sees what the previous one read.
onSessionIdentityChange(() => queryClient.clear());
