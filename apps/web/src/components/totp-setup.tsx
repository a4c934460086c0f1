import '@mantine/core/styles/Code.css';
import type { TotpEnrolment } from '@gas/shared';
import { Code, Group, List, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The QR code of an otpauth:// URI, drawn as SVG squares (no image URL, nothing injected). */
export function TotpQrCode({ uri, size = 176 }: { uri: string; size?: number }) {
  const { t } = useTranslation('components');
  const path = useMemo(() => {
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++)
        if (modules.get(row, column)) squares.push(`M${column + 4} ${row + 4}h1v1h-1z`);
    return { d: squares.join(''), extent: modules.size + 8 };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={t('totp.qrCode')}
      width={size}
      height={size}
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 4 }}
    >
      <path d={path.d} fill="#000" />
    </svg>
  );
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Setting up an authenticator app (two-factor sign-in): scan the QR code, or type the key; then
 * the form that follows asks for the 6-digit code the app shows.
 */
export function TotpSetup({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useTranslation('components');
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <TotpQrCode uri={enrolment.otpauthUri} />
      <Stack gap="xs" maw={360}>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('totp.step1')}</List.Item>
          <List.Item>{t('totp.step2')}</List.Item>
          <List.Item>{t('totp.step3')}</List.Item>
        </List>
        <Text size="sm" fw={600}>
          {t('totp.key')}
        </Text>
        <Code aria-label={t('totp.keyLabel')} fz="md" style={{ wordBreak: 'break-word' }}>
          {groupedSecret(enrolment.secret)}
        </Code>
      </Stack>
    </Group>
  );
}
