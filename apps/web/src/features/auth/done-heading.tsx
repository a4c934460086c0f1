import { ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icons.tsx';

/** The check mark and page heading of a step that is done (registered, confirmed, changed). */
export function DoneHeading({ children }: { children: ReactNode }) {
  return (
    <>
      <ThemeIcon size={48} radius="xl" color="brand" variant="light" aria-hidden="true">
        <Icon name="check" size={28} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {children}
      </Title>
    </>
  );
}
