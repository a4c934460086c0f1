import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

// The spec asks for placeholder text only; the lawyers' versions replace these.

type LegalPageProps = { title: string; document: string; paragraphs: string[] };

function LegalPage({ title, document, paragraphs }: LegalPageProps) {
  const { t } = useTranslation('legal');
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="sm" c="var(--app-muted)">
          {t('placeholder', { document })}
        </Text>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </Container>
  );
}

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('privacy.title')}
      document={t('privacy.document')}
      paragraphs={[
        t('privacy.paragraph1', { brand: brand.name }),
        t('privacy.paragraph2'),
        t('privacy.paragraph3'),
      ]}
    />
  );
}

export function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('terms.title')}
      document={t('terms.document')}
      paragraphs={[
        t('terms.paragraph1', { brand: brand.name }),
        t('terms.paragraph2'),
        t('terms.paragraph3'),
      ]}
    />
  );
}
