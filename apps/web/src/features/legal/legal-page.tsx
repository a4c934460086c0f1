import { Container, Stack, Text, Title } from '@mantine/core';
import { brand } from '../../config/brand.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

// The spec asks for placeholder text only; the lawyers' versions replace these.

function LegalPage({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="sm" c="var(--app-muted)">
          Placeholder text: the full {title.toLowerCase()} will be published here before trading opens.
        </Text>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </Container>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      paragraphs={[
        `${brand.name} collects the details you give when you register (names, company, mobile number and email address) to verify members and run the exchange.`,
        'Deposit receipts and trading records are kept to settle trades and meet legal duties, and are shared only with the parties to a trade and with authorities that require them.',
        'We use a session cookie to keep you signed in. We do not sell personal data.',
      ]}
    />
  );
}

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      paragraphs={[
        `${brand.name} is a marketplace for natural gas between approved suppliers and offtakers. Registration does not by itself allow trading: the exchange approves every member first.`,
        'Prices shown on Market Data are offers, not guarantees. A sale is completed only when the gas is delivered or collected and accepted, after the supplier approves it.',
        'Wallet deposits are credited after the exchange has checked the receipt.',
      ]}
    />
  );
}
