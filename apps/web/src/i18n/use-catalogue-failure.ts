import { useSyncExternalStore } from 'react';
import { failedCatalogue, subscribeToCatalogueFailures } from './index.ts';

/** A catalogue of the language being read could not be downloaded, even after its retries. */
export class CatalogueLoadError extends Error {
  constructor(catalogue: string) {
    super(`The words of ${catalogue.replace('|', '/')} could not be loaded`);
    this.name = 'CatalogueLoadError';
  }
}

/**
 * Where a catalogue could not be loaded, i18next shows its keys ("notFound.title") in place of
 * words. Once one of the language being read has failed for good (after the loader's retries),
 * this throws while rendering, so the route's error boundary shows the failed-page screen (its
 * words are in common, loaded before the first page) and its Reload button instead.
 */
export function useCatalogueFailure() {
  const failure = useSyncExternalStore(subscribeToCatalogueFailures, failedCatalogue, failedCatalogue);
  if (failure) throw new CatalogueLoadError(failure);
}
