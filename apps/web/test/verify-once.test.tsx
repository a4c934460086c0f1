import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../src/app-providers.tsx';
import { routes } from '../src/router.tsx';
import { urlsSent } from './flows.ts';
import { envelope, mockApi } from './utils.tsx';

// The verification link is single-use: React's strict mode mounts the page twice (as main.tsx
// renders it), and the second mount must reuse the first request rather than cancel it and spend
// the token again (its query reads no abort signal; see src/features/auth/api/verify-email.ts).

describe('email verification in strict mode', () => {
  it('spends the token once', async () => {
    const { calls } = mockApi({
      'POST /api/auth/verify': () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ body: envelope({ email: 'a@kanofoods.ng' }) }), 50),
        ),
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/verify?token=tok_strict'] });
    render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeInTheDocument();
    expect(urlsSent(calls, 'POST')).toEqual(['/api/auth/verify']);
  });
});
