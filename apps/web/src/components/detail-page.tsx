import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError, Loading } from './load-states.tsx';
import { BackLink } from './page-heading.tsx';

type DetailPageProps<T> = {
  /** The list this page belongs to: the back link. */
  back: { href: string; label: string };
  /** The record's query: loading, then its error or its data. */
  query: { data: T | undefined; error: Error | null };
  /** "We could not load this deposit". */
  errorTitle: string;
  children: (record: T) => ReactNode;
};

/** A record's page: the link back to its list, then the record once loaded (or why it is not). */
export function DetailPage<T>({ back, query, errorTitle, children }: DetailPageProps<T>) {
  let content: ReactNode;
  if (query.error) content = <LoadError title={errorTitle} error={query.error} />;
  else if (query.data === undefined) content = <Loading />;
  else content = children(query.data);
  return (
    <Stack gap="md">
      <BackLink {...back} />
      {content}
    </Stack>
  );
}
