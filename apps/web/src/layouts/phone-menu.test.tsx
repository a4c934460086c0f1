import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../test/preload-areas.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../test/utils.tsx';
import { i18n } from '../i18n/index.ts';

// The phone menu with a keyboard (browser review): a closed menu's links took Tab stops off-screen,
// Escape did not close it, and a followed link left focus on a link that had slid away.

beforeAll(() => Promise.all([preloadAreas('admin'), import('../features/landing/landing-page.tsx')]), 60_000);

const asPhone = () => {
  window.innerWidth = 390;
};

function signedInAdmin() {
  mockApi({
    'GET /api/notification-settings': { body: envelope({ depositAwaiting: true, signUpAwaiting: true }) },
  });
  signInAs('admin');
  return renderApp('/admin/notifications');
}

describe("the signed-in areas' phone menu", { timeout: 15_000 }, () => {
  it('is inert while closed on a phone, so its links take no Tab stop', async () => {
    asPhone();
    const { user } = signedInAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    const navbar = document.getElementById('area-navbar')!;
    expect(navbar).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(navbar).not.toHaveAttribute('inert');
  });

  it('stays focusable on a desktop, where it always shows', async () => {
    signedInAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    expect(document.getElementById('area-navbar')).not.toHaveAttribute('inert');
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    asPhone();
    const { user } = signedInAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    const button = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Deposits' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.getElementById('area-navbar')).toHaveAttribute('inert');
  });

  it('closes once a link is followed and puts focus on the main content', async () => {
    asPhone();
    const { user, router } = signedInAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    const button = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(button);
    mockApi({});
    await user.click(screen.getByRole('link', { name: 'Deposits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/deposits'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main')).toHaveFocus();
  });
});

describe("the public site's phone menu", () => {
  it('closes with Escape and gives focus back to the menu button', async () => {
    asPhone();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes once a link is followed and puts focus on the main content', async () => {
    asPhone();
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const menu = await waitFor(() => document.getElementById('public-menu')!);
    const link = await within(menu).findByRole('link', { name: 'Daily Rates' });
    mockApi({});
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rates'));
    expect(document.getElementById('main')).toHaveFocus();
  });
});

describe('the menu buttons in Hausa', () => {
  it('name the public and the signed-in menus alike: Buɗe jerin shafuka', async () => {
    asPhone();
    await i18n.changeLanguage('ha');
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Buɗe jerin shafuka' })).toBeInTheDocument();
    unmount();
    signedInAdmin();
    expect(await screen.findByRole('button', { name: 'Buɗe jerin shafuka' })).toBeInTheDocument();
  });
});
