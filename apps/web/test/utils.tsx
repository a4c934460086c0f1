import type { Role } from '@gas/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app-providers.tsx';
import { saveSession } from '../src/lib/session.ts';
import { routes } from '../src/router.tsx';

/** Renders the real route table at `path`, as a visitor arriving there would see it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

export function renderWithTheme(ui: ReactNode) {
  return render(ui, { wrapper: AppProviders });
}

export function signInAs(role: Role, user: Record<string, unknown> = { email: 'amina@dangote-gas.ng' }) {
  saveSession(user, role);
}

export type FakeResponse = { status?: number; body?: unknown };

export function envelope(data: unknown) {
  return { success: true, data, errors: [] };
}

export function failure(errors: { htmlId: string; message: string }[]) {
  return { success: false, data: null, errors };
}

function toResponse({ status = 200, body }: FakeResponse): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces fetch with a router of "METHOD /api/path" -> handler (or a fixed response). Calls
 * nobody expects fail the test loudly with a 599.
 */
export function mockApi(handlers: Record<string, Handler | FakeResponse>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, url, body });
    const handler = handlers[`${method} ${url}`];
    if (!handler)
      return toResponse({
        status: 599,
        body: failure([{ htmlId: '', message: `Unexpected ${method} ${url}` }]),
      });
    const result = typeof handler === 'function' ? await handler(url, init) : handler;
    return toResponse(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
