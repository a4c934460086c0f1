import { businessDocumentKinds, businessDocumentLabels, formatDate, formatDateTime } from '@gas/shared';
import { Alert, Anchor, Badge, List, Stack, Text } from '@mantine/core';
import { DetailRows, notYet } from '../../components/detail-rows.tsx';
import { LoadError } from '../../components/load-states.tsx';
import { SectionCard } from '../../components/section.tsx';
import { usePartyBusinessProfile } from './api/get-party-business-profile.ts';
import { documentHref } from './api/upload-business-document.ts';

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'Africa/Lagos');
const stateBadge = {
  valid: ['green', 'Valid'],
  expiring: ['yellow', 'Expires soon'],
  expired: ['red', 'Expired'],
} as const;
const typeName = (contentType: string) =>
  contentType === 'application/pdf' ? 'PDF' : contentType.replace('image/', '').toUpperCase();

/**
 * An operator's view of a party's business profile on its onboarding (party) page: what it
 * declared, its certificates to open, and what approval still lacks (approval is refused until
 * nothing is missing). A renewed licence shows here too.
 */
export function BusinessProfileSection({ partyId }: { partyId: string }) {
  const profile = usePartyBusinessProfile(partyId);
  return (
    <SectionCard title="Business verification">
      {profile.isPending && <Text c="dimmed">Loading...</Text>}
      {profile.isError && <LoadError title="We could not load the business profile" error={profile.error} />}
      {profile.isSuccess && (
        <Stack gap="md">
          {profile.data.missing.length > 0 ? (
            <Alert color="yellow" variant="light" role="status" title="Not ready for approval">
              <Stack gap={4}>
                <Text size="sm">Approval is refused until the party gives:</Text>
                <List size="sm">
                  {profile.data.missing.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Stack>
            </Alert>
          ) : (
            profile.data.required && (
              <Text size="sm" c="var(--app-muted)">
                Complete: check the numbers against the certificates before approving.
              </Text>
            )
          )}
          {!profile.data.required && profile.data.missing.length === 0 && (
            <Text size="sm" c="var(--app-muted)">
              An individual buyer without a company: no business documents are required.
            </Text>
          )}
          <DetailRows
            rows={[
              { label: 'CAC RC number', value: profile.data.rcNumber ?? notYet },
              { label: 'TIN', value: profile.data.tin ?? notYet },
              ...(profile.data.partyKind === 'supplier'
                ? [
                    { label: 'NMDPRA licence number', value: profile.data.licenceNumber ?? notYet },
                    {
                      label: 'Licence expiry',
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
                              {stateBadge[profile.data.licenceState][1]}
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
                label: 'Last changed',
                value: profile.data.updatedUtc ? formatDateTime(profile.data.updatedUtc) : notYet,
              },
            ]}
          />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Certificates
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
                          {businessDocumentLabels[kind]}
                        </Anchor>{' '}
                        <Text component="span" size="sm" c="var(--app-muted)">
                          ({typeName(document.contentType)}, uploaded {formatDateTime(document.uploadedUtc)})
                        </Text>
                      </>
                    ) : (
                      `${businessDocumentLabels[kind]}: not uploaded`
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
