import {
  type BusinessDocumentKind,
  type BusinessProfile,
  businessDocumentLabels,
  documentAccept,
  documentFileProblem,
  formatDate,
  businessProfileFieldLabels as labels,
  type PartyKind,
} from '@gas/shared';
import { Alert, Anchor, Button, Group, List, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FileInput } from '../../components/file-input.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageSection, SectionCard } from '../../components/section.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useBusinessProfile } from './api/get-business-profile.ts';
import { useSaveBusinessProfile } from './api/save-business-profile.ts';
import { documentHref, useUploadBusinessDocument } from './api/upload-business-document.ts';
import { LicenceBanner } from './licence-banner.tsx';
import { offtakerProfileFormSchema, supplierProfileFormSchema } from './schemas.ts';

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'Africa/Lagos');
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString('en-US')} KB`;

/** RC number, TIN and (suppliers) the licence: all while Pending; once Active only the licence. */
function ProfileForm({ kind, profile }: { kind: PartyKind; profile: BusinessProfile }) {
  const isSupplier = kind === 'supplier';
  const isVerified = profile.partyStatus === 'Active';
  const form = useSchemaForm(isSupplier ? supplierProfileFormSchema : offtakerProfileFormSchema, {
    rcNumber: profile.rcNumber ?? '',
    tin: profile.tin ?? '',
    licenceNumber: profile.licenceNumber ?? '',
    licenceExpiry: profile.licenceExpiry ?? '',
  });
  const save = useSaveBusinessProfile();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => setAlert(null),
        onError: (error) => setAlert(form.takeServerError(error)),
      }),
    () => {
      setAlert(null);
      save.reset();
    },
  );
  // Verified answers stay as they are once Active (an operator changes them); one never given may be given.
  const isLocked = (answer: string | null) => isVerified && Boolean(answer);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Business details">
      <Stack gap="md" maw={520}>
        {alert && (
          <Alert color="red" variant="light" role="alert" title="We could not save your business details">
            {alert}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="green" variant="light" role="status">
            Your business details are saved.
          </Alert>
        )}
        <TextInput
          {...form.inputProps('rcNumber')}
          label={labels.rcNumber}
          description="As on your CAC certificate, e.g. RC 1234567 (BN or IT for business names and trustees)"
          readOnly={isLocked(profile.rcNumber)}
          withAsterisk
        />
        <TextInput
          {...form.inputProps('tin')}
          label={labels.tin}
          description="12345678-0001, or the 10-digit JTB TIN"
          readOnly={isLocked(profile.tin)}
          withAsterisk
        />
        {isSupplier && (
          <>
            <TextInput
              {...form.inputProps('licenceNumber')}
              label={labels.licenceNumber}
              description="Your NMDPRA licence to sell gas, e.g. NMDPRA/DS/2026/0042"
              withAsterisk
            />
            <TextInput
              {...form.inputProps('licenceExpiry')}
              type="date"
              label={labels.licenceExpiry}
              withAsterisk
            />
          </>
        )}
        {isVerified && (
          <Text size="sm" c="var(--app-muted)">
            Your business is verified.{' '}
            {isSupplier
              ? 'Renew your NMDPRA licence here (new number, expiry date and certificate); for any other change, contact the operators.'
              : 'For any change, contact the operators.'}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {isVerified && isSupplier ? 'Save renewed licence' : 'Save business details'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One certificate: the current file (if any) and an upload with its progress. */
function DocumentUpload({
  kind,
  profile,
  isOptional,
}: {
  kind: BusinessDocumentKind;
  profile: BusinessProfile;
  isOptional: boolean;
}) {
  const current = profile.documents.find((document) => document.kind === kind);
  const upload = useUploadBusinessDocument();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const id = `document-${kind}`;
  const label = businessDocumentLabels[kind];
  const mayUpload = profile.partyStatus === 'Pending' || kind === 'nmdpra_licence';

  const send = () => {
    const problem = documentFileProblem(file);
    setError(problem ?? undefined);
    if (problem !== null || file === null) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          setFile(null);
          setInputKey((key) => key + 1);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-heading`}>
      <Text fw={600} id={`${id}-heading`}>
        {label}
        {isOptional ? ' (optional)' : ''}
      </Text>
      {current ? (
        <Text size="sm">
          <Anchor href={documentHref(current.id)} target="_blank" rel="noopener">
            View the {label}
          </Anchor>{' '}
          <Text component="span" size="sm" c="var(--app-muted)">
            uploaded {formatDate(current.uploadedUtc)}, {kilobytes(current.size)}
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="var(--app-muted)">
          Not uploaded yet.
        </Text>
      )}
      {mayUpload && (
        <>
          <FileInput
            key={inputKey}
            id={id}
            label={current ? `New ${label}` : label}
            description="PDF, PNG, JPEG or WebP, up to 10 MB"
            error={error}
            accept={documentAccept}
            onFile={(chosen) => {
              setFile(chosen);
              setError(chosen ? (documentFileProblem(chosen) ?? undefined) : undefined);
            }}
          />
          {upload.isPending && (
            <Progress value={100} striped animated aria-label={`Uploading the ${label}`} />
          )}
          <Group>
            <Button variant="light" onClick={send} loading={upload.isPending} disabled={!file}>
              Upload {label}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** What approval still lacks, said at the top while the party is Pending. */
function MissingNotice({ profile }: { profile: BusinessProfile }) {
  if (profile.partyStatus !== 'Pending') return null;
  if (profile.missing.length === 0)
    return (
      <Alert color="green" variant="light" role="status" title="Your business profile is complete">
        The operators check it before approving your account. You can still change it until then.
      </Alert>
    );
  return (
    <Alert color="yellow" variant="light" role="status" title="Complete your business profile">
      <Stack gap={4}>
        <Text size="sm">The operators approve your account once they have checked it. Still missing:</Text>
        <List size="sm">
          {profile.missing.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/** /supplier/business-profile and /offtaker/business-profile: the party's verification details. */
export function BusinessProfilePage({ kind }: { kind: PartyKind }) {
  usePageTitle('Business profile');
  const profile = useBusinessProfile();
  const kinds: BusinessDocumentKind[] =
    kind === 'supplier' ? ['cac_certificate', 'nmdpra_licence'] : ['cac_certificate'];
  return (
    <Stack gap="lg">
      <PageHeading title="Business profile" />
      {profile.isPending && <Loading />}
      {profile.isError && <LoadError title="We could not load your business profile" error={profile.error} />}
      {profile.isSuccess && (
        <>
          <MissingNotice profile={profile.data} />
          {kind === 'supplier' && <LicenceBanner profile={profile.data} />}
          <SectionCard title="Business details">
            <ProfileForm kind={kind} profile={profile.data} />
          </SectionCard>
          <PageSection title="Certificates">
            {kinds.map((documentKind) => (
              <DocumentUpload
                key={documentKind}
                kind={documentKind}
                profile={profile.data}
                isOptional={kind !== 'supplier'}
              />
            ))}
          </PageSection>
          {profile.data.licenceExpiry && (
            <Text size="sm" c="var(--app-muted)">
              Licence valid through {day(profile.data.licenceExpiry)}.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
