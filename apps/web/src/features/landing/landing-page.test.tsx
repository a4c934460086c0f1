import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { renderApp, signInAs } from '../../../test/utils.tsx';

// The page's code and the offtaker's area load lazily; on a busy machine their first load can
// outlast a findBy, so they load before the tests.
beforeAll(() => Promise.all([import('./landing-page.tsx'), preloadAreas('offtaker')]), 60_000);

describe('landing page', () => {
  it('shows the hero, the top bar for visitors and the footer', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /natural gas, traded in the open/i }),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Financial Projections' })).toHaveAttribute(
      'href',
      '/financials',
    );
    expect(within(nav).getByRole('link', { name: 'Market Data' })).toHaveAttribute('href', '/markets');
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/provider');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('2025');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('has every section, each a named landmark', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    for (const [id, name] of [
      ['problems', 'Why gas does not reach Northern Nigeria'],
      ['solutions', 'An exchange that connects supply to demand'],
      ['process', 'The business process'],
      ['logistics', 'Six hubs, starting with Ajaokuta'],
      ['revenue', 'Six sources of revenue'],
    ]) {
      const section = screen.getByRole('region', { name });
      expect(section).toHaveAttribute('id', id);
    }
  });

  it('opens a problem list when its heading is clicked', async () => {
    const { user } = renderApp('/');
    const problems = await screen.findByRole('region', { name: /why gas does not reach/i });
    const toggle = within(problems).getByRole('button', { name: /supply and infrastructure/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(problems).queryByText('Pipeline gaps')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(problems).getByText('Pipeline gaps')).toBeVisible());
    expect(within(problems).getByText('Gas flared instead of sold')).toBeVisible();
  });

  it('shows solution cards and exactly the six revenue sources', async () => {
    renderApp('/');
    const solutions = await screen.findByRole('region', { name: /connects supply to demand/i });
    expect(within(solutions).getAllByRole('article').length).toBeGreaterThanOrEqual(4);

    const revenue = screen.getByRole('region', { name: 'Six sources of revenue' });
    const cards = within(revenue).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Transaction fees',
      'Membership fees',
      'Data services',
      'Logistics fees',
      'Listing fees',
      'Ancillary services',
    ]);
    expect(within(revenue).getByRole('link', { name: /financial projections/i })).toHaveAttribute(
      'href',
      '/financials',
    );
  });

  it('lists the six hubs with Ajaokuta first and open, and shows them on the map', async () => {
    const { user } = renderApp('/');
    const logistics = await screen.findByRole('region', { name: /six hubs/i });
    const hubButtons = within(logistics).getAllByRole('button');
    expect(hubButtons).toHaveLength(6);
    expect(hubButtons.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Ajaokuta'),
      expect.stringContaining('Port-Harcourt'),
      expect.stringContaining('Lagos'),
      expect.stringContaining('Kaduna'),
      expect.stringContaining('Maiduguri'),
      expect.stringContaining('Kano'),
    ]);
    expect(hubButtons[0]).toHaveTextContent('Operational');
    expect(hubButtons[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(logistics).getByText(/first hub, on the Ajaokuta-Kaduna-Kano/i)).toBeVisible();

    await user.click(hubButtons[5]!);
    expect(hubButtons[5]).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(logistics).getByText(/largest market of the north/i)).toBeVisible());
    expect(within(logistics).getByText('3 days')).toBeVisible();

    const map = within(logistics).getByRole('img', { name: /map of nigeria with the six logistics hubs/i });
    for (const name of ['Ajaokuta', 'Port-Harcourt', 'Lagos', 'Kaduna', 'Maiduguri', 'Kano']) {
      expect(within(map).getByText(name)).toBeInTheDocument();
    }
  });

  it('changes the business-process panel with the selection', async () => {
    const { user } = renderApp('/');
    const process = await screen.findByRole('region', { name: 'The business process' });
    const tabs = within(process).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Aggregation platform',
      'Spot and futures trading',
      'Logistics support',
      'Sustainability',
    ]);
    expect(within(process).getByRole('tabpanel')).toHaveTextContent('Many sellers, many buyers, one market');

    await user.click(within(process).getByRole('tab', { name: 'Spot and futures trading' }));
    expect(within(process).getByRole('tabpanel')).toHaveTextContent(
      'A daily online rate, for now and for later',
    );
    expect(within(process).queryByText('Many sellers, many buyers, one market')).not.toBeInTheDocument();

    await user.click(within(process).getByRole('tab', { name: 'Sustainability' }));
    expect(within(process).getByRole('tabpanel')).toHaveTextContent('Less flaring, cleaner industry');
  });

  it('sends a signed-in visitor from the root to their own home', async () => {
    signInAs('customer');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Offtaker')).toBeInTheDocument();
  });
});
