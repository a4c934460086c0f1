import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderApp } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// The journey a new user sees first, in Hausa: sign-up, log-in and the password-reset request.
describe('sign-up and log-in in Hausa', () => {
  it('shows the log-in page in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Shiga' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^adireshin imel/i)).toHaveAttribute('id', 'email');
    expect(screen.getByLabelText(/^kalmar sirri/i)).toHaveAttribute('id', 'password');
    expect(screen.getByRole('link', { name: 'Ka manta kalmar sirrinka?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByText(/Sabon shigowa kasuwar\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yi rajista' })).toHaveAttribute('href', '/provider');
    expect(document.title).toMatch(/^Shiga · /);
  });

  it('shows both sign-up forms in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    const { user } = renderApp('/provider');
    expect(await screen.findByRole('heading', { name: 'Buɗe asusunka' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Rajistar mai samarwa' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^sunan kamfani/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^lambar waya/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buɗe asusun mai samarwa' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Mai saye' }));
    expect(await screen.findByRole('form', { name: 'Rajistar mai saye' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^sunan uba/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buɗe asusun mai saye' })).toBeInTheDocument();
  });

  it('confirms a password-reset request in Hausa', async () => {
    mockApi({ 'POST /api/auth/password-reset': { body: envelope(null) } });
    await act(() => i18n.changeLanguage('ha'));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^adireshin imel/i), 'halima@kanofoods.ng');
    await user.click(screen.getByRole('button', { name: 'Aiko min da mahaɗi' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Duba imel ɗinka');
    expect(status).toHaveTextContent('Idan halima@kanofoods.ng yana da asusu a wurinmu');
  });
});
