import '@mantine/core/styles/Progress.css';
import {
  type BusinessDocumentKind,
  type BusinessProfile,
  documentAccept,
  documentFileProblem,
  formatDate,
  type PartyKind,
} from '@gas/shared';
import { Alert, Anchor, Button, Group, List, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../components/file-input.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageSection, SectionCard } from '../../components/section.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { useBusinessProfile } from './api/get-business-profile.ts';
import { useSaveBusinessProfile } from './api/save-business-profile.ts';
import { documentHref, useUploadBusinessDocument } from './api/upload-business-document.ts';
import { LicenceBanner } from './licence-banner.tsx';
import { missingItem } from './missing-items.ts';
import { offtakerProfileFormSchema, supplierProfileFormSchema } from './schemas.ts';

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'Africa/Lagos');
const kilobytes = (size: number) => Math.max(1, Math.round(size / 1024)).toLocaleString('en-US');

/** RC number, TIN and (suppliers) the licence: all while Pending; once Active only the licence. */
function ProfileForm({ kind, profile }: { kind: PartyKind; profile: BusinessProfile }) {
  const { t } = useTranslation('verification');
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
    <form onSubmit={onSubmit} noValidate aria-label={t('page.businessDetails')}>
      <Stack gap="md" maw={520}>
        {alert && (
          <Alert color="red" variant="light" role="alert" title={t('page.saveFailed')}>
            {alert}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {t('page.saved')}
          </Alert>
        )}
        <TextInput
          {...form.inputProps('rcNumber')}
          label={t('fields.rcNumber')}
          description={t('page.rcNumberHint')}
          readOnly={isLocked(profile.rcNumber)}
          withAsterisk
        />
        <TextInput
          {...form.inputProps('tin')}
          label={t('fields.tin')}
          description={t('page.tinHint')}
          readOnly={isLocked(profile.tin)}
          withAsterisk
        />
        {isSupplier && (
          <>
            <TextInput
              {...form.inputProps('licenceNumber')}
              label={t('fields.licenceNumber')}
              description={t('page.licenceNumberHint')}
              withAsterisk
            />
            <TextInput
              {...form.inputProps('licenceExpiry')}
              type="date"
              label={t('fields.licenceExpiry')}
              withAsterisk
            />
          </>
        )}
        {isVerified && (
          <Text size="sm" c="var(--app-muted)">
            {isSupplier ? t('page.verifiedSupplier') : t('page.verifiedOfftaker')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {isVerified && isSupplier ? t('page.saveRenewed') : t('page.saveDetails')}
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
  const { t } = useTranslation('verification');
  const { t: tValidation } = useTranslation('validation');
  const current = profile.documents.find((document) => document.kind === kind);
  const upload = useUploadBusinessDocument();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const id = `document-${kind}`;
  const label = t(`documents.${kind}`);
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
        {isOptional ? t('upload.optional', { label }) : label}
      </Text>
      {current ? (
        <Text size="sm">
          <Anchor href={documentHref(current.id)} target="_blank" rel="noopener">
            {t('upload.view', { label })}
          </Anchor>{' '}
          <Text component="span" size="sm" c="var(--app-muted)">
            {t('upload.uploaded', {
              date: formatDate(current.uploadedUtc),
              size: t('upload.kilobytes', { size: kilobytes(current.size) }),
            })}
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="var(--app-muted)">
          {t('upload.notUploaded')}
        </Text>
      )}
      {mayUpload && (
        <>
          <FileInput
            key={inputKey}
            id={id}
            label={current ? t('upload.newLabel', { label }) : label}
            description={t('upload.hint')}
            error={error && translateValidationMessage(error, tValidation)}
            accept={documentAccept}
            onFile={(chosen) => {
              setFile(chosen);
              setError(chosen ? (documentFileProblem(chosen) ?? undefined) : undefined);
            }}
          />
          {upload.isPending && (
            <Progress value={100} striped animated aria-label={t('upload.uploading', { label })} />
          )}
          <Group>
            <Button variant="light" onClick={send} loading={upload.isPending} disabled={!file}>
              {t('upload.upload', { label })}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** What approval still lacks, said at the top while the party is Pending. */
function MissingNotice({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation('verification');
  if (profile.partyStatus !== 'Pending') return null;
  if (profile.missing.length === 0)
    return (
      <Alert color="green" variant="light" role="status" title={t('page.completeTitle')}>
        {t('page.complete')}
      </Alert>
    );
  return (
    <Alert color="yellow" variant="light" role="status" title={t('page.incompleteTitle')}>
      <Stack gap={4}>
        <Text size="sm">{t('page.stillMissing')}</Text>
        <List size="sm">
          {profile.missing.map((item) => (
            <List.Item key={item}>{missingItem(item, t)}</List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/** /supplier/business-profile and /offtaker/business-profile: the party's verification details. */
export function BusinessProfilePage({ kind }: { kind: PartyKind }) {
  const { t } = useTranslation('verification');
  usePageTitle(t('page.title'));
  const profile = useBusinessProfile();
  const kinds: BusinessDocumentKind[] =
    kind === 'supplier' ? ['cac_certificate', 'nmdpra_licence'] : ['cac_certificate'];
  return (
    <Stack gap="lg">
      <PageHeading title={t('page.title')} />
      {profile.isPending && <Loading />}
      {profile.isError && <LoadError title={t('page.loadFailed')} error={profile.error} />}
      {profile.isSuccess && (
        <>
          <MissingNotice profile={profile.data} />
          {kind === 'supplier' && <LicenceBanner profile={profile.data} />}
          <SectionCard title={t('page.businessDetails')}>
            <ProfileForm kind={kind} profile={profile.data} />
          </SectionCard>
          <PageSection title={t('page.certificates')}>
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
              {t('page.validThrough', { date: day(profile.data.licenceExpiry) })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
