import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Recovery codes, shown once (two-factor sign-in): each works once instead of an app's code.
 * Copy puts them on the clipboard; Download saves them as a text file.
 */
export function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const { t } = useTranslation('components');
  const [copied, setCopied] = useState(false);
  const text = `${t('recovery.fileText', { account })}\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={t('recovery.saveTitle')}>
        {t('recovery.saveText')}
      </Alert>
      <List aria-label={t('recovery.list')} listStyleType="none" ff="monospace" fz="md" spacing={2}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('recovery.copy')}
        </Button>
        <Button
          component="a"
          variant="default"
          size="xs"
          href={download}
          download="gas-exchange-recovery-codes.txt"
        >
          {t('recovery.download')}
        </Button>
        {copied && (
          <Text size="sm" role="status">
            {t('recovery.copied')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
