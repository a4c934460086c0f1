import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app-providers.tsx';
import { i18n } from '../src/i18n/index.ts';
import type { AppLanguage } from '../src/i18n/languages.ts';
import { queryClient } from '../src/lib/query-client.ts';

/**
 * One page or section alone, in `language`, inside what the app's routes give it (theme, data
 * cache, router): quicker than the whole area through renderApp, for tests of a screen's words.
 */
export async function renderPage(page: ReactNode, language: AppLanguage = 'en') {
  await act(() => i18n.changeLanguage(language));
  const router = createMemoryRouter([{ path: '*', element: page }]);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...view, user, router };
}
