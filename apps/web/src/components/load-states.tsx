import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page's or a block's content on its way. */
export function Loading() {
  const { t } = useTranslation('components');
  return (
    <Center py="xl" role="status">
      <Loader color="brand" size="sm" aria-label={t('load.loading')} />
    </Center>
  );
}

type LoadErrorProps = {
  /** "We could not load this deposit". */
  title: string;
  error: Error;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
};

/** A failed load: what could not be loaded, the server's message and, when it may help, a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('components');
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {onRetry ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            {t('load.tryAgain')}
          </Button>
        </Stack>
      ) : (
        error.message
      )}
    </Alert>
  );
}
