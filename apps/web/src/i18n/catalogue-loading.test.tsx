import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/utils.tsx';
import { createCatalogueLoader, forgetCatalogueFailures, i18n } from './index.ts';
import en from './locales/en/errors.ts';

// A lazily loaded catalogue whose download failed (a network blip, a 429 on /assets) left raw
// keys on the page ("notFound.title"). The loader now tries twice more, and a catalogue that still
// cannot be loaded shows the failed-page screen, in words loaded with the app, with Reload.

afterEach(() => {
  act(() => forgetCatalogueFailures());
});

const networkError = () => new TypeError('Failed to fetch dynamically imported module');

describe('loading a catalogue', () => {
  it('tries again after a failed download, and gets the words', async () => {
    const load = vi
      .fn<() => Promise<{ default: Record<string, unknown> }>>()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue({ default: en });
    const loadCatalogue = createCatalogueLoader({ './locales/en/errors.ts': load }, [1, 1]);
    await expect(loadCatalogue('en', 'errors')).resolves.toEqual(en);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after two more tries, failing the load', async () => {
    const load = vi.fn(() => Promise.reject(networkError()));
    const loadCatalogue = createCatalogueLoader({ './locales/en/errors.ts': load }, [1, 1]);
    await expect(loadCatalogue('en', 'errors')).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows the failed-page screen with Reload, not raw keys, when a catalogue stays missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // What i18next's backend connector reports once the loader above has given up.
    act(() => {
      i18n.services.backendConnector.emit('failedLoading', 'en', 'errors', networkError().message);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('ignores a failure in a language not being read', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      i18n.services.backendConnector.emit('failedLoading', 'ha', 'errors', 'Failed to fetch');
    });
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/natural gas/i);
  });
});
