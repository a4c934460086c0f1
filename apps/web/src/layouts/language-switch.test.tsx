import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockApi, renderApp, signInAs } from '../../test/utils.tsx';
import { AppProviders } from '../app-providers.tsx';
import { i18n } from '../i18n/index.ts';
import { languageStorageKey } from '../i18n/languages.ts';
import { queryClient } from '../lib/query-client.ts';
import { saveSession } from '../lib/session.ts';
import { AreaLayout } from './area-layout.tsx';

afterEach(() => {
  localStorage.clear();
});

function renderDriverArea() {
  const router = createMemoryRouter(
    [
      {
        path: '/driver',
        element: (
          <AreaLayout area="driver" nav={[{ label: 'myDeliveries', href: '/driver', isExact: true }]} />
        ),
        children: [{ index: true, element: <p>Page</p> }],
      },
    ],
    { initialEntries: ['/driver'] },
  );
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { user };
}

describe('language switch', () => {
  it('lets a visitor read the site in Hausa at once, and remembers it in this browser', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/');
    // The landing page is the biggest first render: on a busy machine it takes a few seconds.
    const switcher = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 10_000 });
    expect(switcher).toHaveValue('en');
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Hausa']);

    await user.selectOptions(switcher, 'ha');

    expect(await screen.findByRole('combobox', { name: 'Harshe' })).toHaveValue('ha');
    expect(screen.getAllByRole('link', { name: 'Shiga' })[0]).toHaveAttribute('href', '/login');
    expect(document.documentElement.lang).toBe('ha-NG');
    expect(localStorage.getItem(languageStorageKey)).toBe('ha');
    // A visitor has no profile to save it in.
    expect(calls.filter((call) => call.url.includes('language'))).toEqual([]);
  });

  it("saves a signed-in person's choice in their profile, and asks the server in that language", async () => {
    signInAs('driver');
    const { calls, fetchMock } = mockApi({ 'PUT /api/account/language': { body: envelope(null) } });
    const { user } = renderDriverArea();
    const nav = await screen.findByRole('navigation', { name: 'Driver' });
    expect(within(nav).getByRole('link', { name: 'My deliveries' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ha');

    expect(await screen.findByRole('navigation', { name: 'Direba' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Isarwata' })).toHaveAttribute('href', '/driver');
    expect(screen.getByRole('button', { name: 'Fita' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/account/language',
        body: { language: 'ha' },
      }),
    );
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'ha' });
  });

  it('keeps the choice in this browser when the profile cannot be saved', async () => {
    signInAs('driver');
    mockApi({});
    const { user } = renderDriverArea();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ha');
    expect(await screen.findByRole('navigation', { name: 'Direba' })).toBeInTheDocument();
    expect(localStorage.getItem(languageStorageKey)).toBe('ha');
  });

  it("speaks the language saved in the person's profile from sign-in on", async () => {
    mockApi({});
    renderDriverArea();
    await act(async () => saveSession({ email: 'musa@zumagas.ng', language: 'ha' }, 'driver'));
    await waitFor(() => expect(i18n.language).toBe('ha'));
    expect(await screen.findByRole('navigation', { name: 'Direba' })).toBeInTheDocument();
    expect(localStorage.getItem(languageStorageKey)).toBe('ha');
  });

  it('shows the language’s code beside the select on phones, the full name still in the list and read out', async () => {
    mockApi({});
    const { user } = renderDriverArea();
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    // "English" does not fit the switch's 72 px on a phone: there it reads EN (CSS shows the
    // code and hides the select's own text under 576 px); screen readers hear the select's value.
    const code = switcher.parentElement!.querySelector('[aria-hidden="true"]:not(svg)')!;
    expect(code).toHaveTextContent(/^EN$/);
    expect((switcher as HTMLSelectElement).selectedOptions[0]).toHaveTextContent(/^English$/);
    await user.selectOptions(switcher, 'ha');
    await screen.findByRole('combobox', { name: 'Harshe' });
    expect(code).toHaveTextContent(/^HA$/);
    expect((switcher as HTMLSelectElement).selectedOptions[0]).toHaveTextContent(/^Hausa$/);
  });

  it('sends Accept-Language: en while English is read', async () => {
    signInAs('driver');
    const { fetchMock } = mockApi({ 'PUT /api/account/language': { body: envelope(null) } });
    const { user } = renderDriverArea();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'en');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
  });
});
