import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * Recovery codes, shown once (two-factor sign-in): each works once instead of an app's code.
 * Copy puts them on the clipboard; Download saves them as a text file.
 */
export function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const [copied, setCopied] = useState(false);
  const text = `Gas Exchange recovery codes for ${account}\nEach code works once.\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Save your recovery codes now">
        If you lose your phone, each of these codes signs you in once instead of the app’s code. They are
        shown only this once: copy or download them and keep them somewhere safe.
      </Alert>
      <List aria-label="Recovery codes" listStyleType="none" ff="monospace" fz="md" spacing={2}>
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
          Copy codes
        </Button>
        <Button
          component="a"
          variant="default"
          size="xs"
          href={download}
          download="gas-exchange-recovery-codes.txt"
        >
          Download codes
        </Button>
        {copied && (
          <Text size="sm" role="status">
            Copied.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
