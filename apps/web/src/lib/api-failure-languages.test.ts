import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/utils.tsx';
import { i18n } from '../i18n/index.ts';
import { api } from './api.ts';

// A failed call the server did not explain (no answer, or a status without an envelope: a
// proxy's 413, a rate limit's 429) says so in the reader's language (issue 23): the pages show
// the error's message as it is.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an unexplained API failure, in the reader’s language', () => {
  it('keeps the English words in English', async () => {
    mockApi({ 'GET /api/markets': { status: 429, body: undefined } });
    await expect(api.get('markets')).rejects.toThrow(
      'Too many requests. Please wait a moment and try again.',
    );
    mockApi({ 'GET /api/markets': { status: 502, body: undefined } });
    await expect(api.get('markets')).rejects.toThrow('Something went wrong on our side. Please try again.');
  });

  it('says it in Hausa to a Hausa reader', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/markets': { status: 413, body: undefined } });
    await expect(api.get('markets')).rejects.toThrow('Fayil ɗin ya yi girma da yawa.');
    mockApi({ 'GET /api/markets': { status: 502, body: undefined } });
    await expect(api.get('markets')).rejects.toThrow(
      'Wani abu ya lalace a ɓangarenmu. Da fatan ka sake gwadawa.',
    );
  });

  it('says it in Hausa when the server cannot be reached', async () => {
    await act(() => i18n.changeLanguage('ha'));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('markets')).rejects.toMatchObject({
      status: 0,
      message: 'Ba mu iya kai wa sabar ba. Da fatan ka duba haɗin intanet ɗinka ka sake gwadawa.',
    });
  });
});
