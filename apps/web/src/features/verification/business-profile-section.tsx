import { businessDocumentKinds, formatDate, formatDateTime } from '@gas/shared';
import { Alert, Anchor, Badge, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRows, notYet } from '../../components/detail-rows.tsx';
import { LoadError } from '../../components/load-states.tsx';
import { SectionCard } from '../../components/section.tsx';
import { usePartyBusinessProfile } from './api/get-party-business-profile.ts';
import { documentHref } from './api/upload-business-document.ts';
import { missingItem } from './missing-items.ts';

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'Africa/Lagos');
const stateBadge = {
  valid: ['green', 'section.valid'],
  expiring: ['yellow', 'section.expiresSoon'],
  expired: ['red', 'section.expired'],
} as const;
const typeName = (contentType: string) =>
  contentType === 'application/pdf' ? 'PDF' : contentType.replace('image/', '').toUpperCase();

/**
 * An operator's view of a party's business profile on its onboarding (party) page: what it
 * declared, its certificates to open, and what approval still lacks (approval is refused until
 * nothing is missing). A renewed licence shows here too.
 */
export function BusinessProfileSection({ partyId }: { partyId: string }) {
  const { t } = useTranslation('verification');
  const profile = usePartyBusinessProfile(partyId);
  return (
    <SectionCard title={t('section.title')}>
      {profile.isPending && <Text c="dimmed">{t('section.loading')}</Text>}
      {profile.isError && <LoadError title={t('section.loadFailed')} error={profile.error} />}
      {profile.isSuccess && (
        <Stack gap="md">
          {profile.data.missing.length > 0 ? (
            <Alert color="yellow" variant="light" role="status" title={t('section.notReady')}>
              <Stack gap={4}>
                <Text size="sm">{t('section.refusedUntil')}</Text>
                <List size="sm">
                  {profile.data.missing.map((item) => (
                    <List.Item key={item}>{missingItem(item, t)}</List.Item>
                  ))}
                </List>
              </Stack>
            </Alert>
          ) : (
            profile.data.required && (
              <Text size="sm" c="var(--app-muted)">
                {t('section.complete')}
              </Text>
            )
          )}
          {!profile.data.required && profile.data.missing.length === 0 && (
            <Text size="sm" c="var(--app-muted)">
              {t('section.individual')}
            </Text>
          )}
          <DetailRows
            rows={[
              { label: t('section.rcNumber'), value: profile.data.rcNumber ?? notYet },
              { label: t('section.tin'), value: profile.data.tin ?? notYet },
              ...(profile.data.partyKind === 'supplier'
                ? [
                    { label: t('section.licenceNumber'), value: profile.data.licenceNumber ?? notYet },
                    {
                      label: t('section.licenceExpiry'),
                      value: profile.data.licenceExpiry ? (
                        <>
                          {day(profile.data.licenceExpiry)}{' '}
                          {profile.data.licenceState && (
                            <Badge
                              size="sm"
                              variant="light"
                              color={stateBadge[profile.data.licenceState][0]}
                              style={{ textTransform: 'none' }}
                            >
                              {t(stateBadge[profile.data.licenceState][1])}
                            </Badge>
                          )}
                        </>
                      ) : (
                        notYet
                      ),
                    },
                  ]
                : []),
              {
                label: t('section.lastChanged'),
                value: profile.data.updatedUtc ? formatDateTime(profile.data.updatedUtc) : notYet,
              },
            ]}
          />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('section.certificates')}
            </Text>
            {businessDocumentKinds
              .filter((kind) => profile.data.partyKind === 'supplier' || kind === 'cac_certificate')
              .map((kind) => {
                const document = profile.data.documents.find((item) => item.kind === kind);
                return (
                  <Text size="sm" key={kind}>
                    {document ? (
                      <>
                        <Anchor href={documentHref(document.id)} target="_blank" rel="noopener">
                          {t(`documents.${kind}`)}
                        </Anchor>{' '}
                        <Text component="span" size="sm" c="var(--app-muted)">
                          {t('section.uploadedAs', {
                            type: typeName(document.contentType),
                            when: formatDateTime(document.uploadedUtc),
                          })}
                        </Text>
                      </>
                    ) : (
                      t('section.notUploaded', { label: t(`documents.${kind}`) })
                    )}
                  </Text>
                );
              })}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
