import type { DeliverySite } from '@gas/shared';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DetailRows } from '../../components/detail-rows.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { SectionCard } from '../../components/section.tsx';
import { useDeliverySites } from './api/get-delivery-sites.ts';
import { useRemoveDeliverySite } from './api/remove-delivery-site.ts';
import { AddDeliverySiteForm, EditDeliverySiteForm } from './delivery-site-form.tsx';

/** The id the New Transaction dialog links to (/offtaker/profile#delivery-sites). */
export const deliverySitesAnchor = 'delivery-sites';

function gps(site: DeliverySite): string | null {
  if (site.latitude === null || site.longitude === null) return null;
  return `${site.latitude}, ${site.longitude}`;
}

function SiteCard({ site, onRemove }: { site: DeliverySite; onRemove: (site: DeliverySite) => void }) {
  const { t } = useTranslation('delivery-sites');
  const [isEditing, editDialog] = useDisclosure(false);
  const rows = [
    { label: t('fields.address'), value: site.address },
    { label: t('fields.lga'), value: site.lga },
    { label: t('fields.state'), value: site.state },
    { label: t('fields.gps'), value: gps(site) },
    { label: t('fields.contactName'), value: site.contactName },
    { label: t('fields.contactPhone'), value: site.contactPhone },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={site.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {site.name}
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={editDialog.open}
              aria-label={t('card.editOf', { name: site.name })}
            >
              {t('card.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onRemove(site)}
              aria-label={t('card.deleteOf', { name: site.name })}
            >
              {t('card.delete')}
            </Button>
          </Group>
        </Group>
        <DetailRows rows={rows} isSparse twoColumnsFrom="sm" />
      </Stack>
      <FormDialog opened={isEditing} onClose={editDialog.close} title={t('editDialog.title')} size="lg">
        <EditDeliverySiteForm site={site} />
      </FormDialog>
    </Paper>
  );
}

function RemoveSiteForm({ site, onRemoved }: { site: DeliverySite; onRemoved: (notice: string) => void }) {
  const { t } = useTranslation('delivery-sites');
  const remove = useRemoveDeliverySite();
  const [message, setMessage] = useState<string>(t('deleteDialog.deleted', { name: site.name }));
  return (
    <DialogForm
      submit={async () => {
        const archived = await remove.mutateAsync(site.id);
        const notice = t(archived ? 'deleteDialog.archived' : 'deleteDialog.deleted', { name: site.name });
        setMessage(notice);
        onRemoved(notice);
      }}
      submitLabel={t('deleteDialog.submit')}
      successMessage={message}
      color="red.9"
    >
      <Text>
        <Trans
          t={t}
          i18nKey="deleteDialog.explanation"
          values={{ name: site.name }}
          components={{ strong: <strong /> }}
        />
      </Text>
    </DialogForm>
  );
}

/**
 * The offtaker's delivery sites on its profile: where the platform's trucks bring the gas it buys
 * with delivery. Cards rather than a table, so that each reads whole on a phone.
 */
export function DeliverySitesSection() {
  const { t } = useTranslation('delivery-sites');
  const sites = useDeliverySites();
  const [isAdding, addDialog] = useDisclosure(false);
  const [isRemoving, removeDialog] = useDisclosure(false);
  // Kept after the dialog closes so its content stays while it animates out.
  const [toRemove, setToRemove] = useState<DeliverySite | null>(null);
  const [notice, setNotice] = useState('');
  // New Transaction links here (/offtaker/profile#delivery-sites): once the list is in, go to it.
  const { hash } = useLocation();
  const isListed = sites.data !== undefined;
  useEffect(() => {
    if (hash === `#${deliverySitesAnchor}` && isListed) {
      document.getElementById(`${deliverySitesAnchor}-heading`)?.scrollIntoView?.({ block: 'start' });
    }
  }, [hash, isListed]);

  return (
    <SectionCard
      title={t('title')}
      id={`${deliverySitesAnchor}-heading`}
      action={
        <Button size="xs" onClick={addDialog.open}>
          {t('add')}
        </Button>
      }
    >
      <Text size="sm" c="var(--app-muted)">
        {t('intro')}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {notice}
      </VisuallyHidden>
      {sites.isPending && <Loading />}
      {sites.isError && (
        <LoadError title={t('loadError')} error={sites.error} onRetry={() => void sites.refetch()} />
      )}
      {sites.data?.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {sites.data?.map((site) => (
        <SiteCard
          key={site.id}
          site={site}
          onRemove={(chosen) => {
            setNotice('');
            setToRemove(chosen);
            removeDialog.open();
          }}
        />
      ))}
      <FormDialog opened={isAdding} onClose={addDialog.close} title={t('addDialog.title')} size="lg">
        <AddDeliverySiteForm />
      </FormDialog>
      <FormDialog
        opened={isRemoving && toRemove !== null}
        onClose={removeDialog.close}
        title={t('deleteDialog.title')}
        size="sm"
      >
        {toRemove && <RemoveSiteForm site={toRemove} onRemoved={setNotice} />}
      </FormDialog>
    </SectionCard>
  );
}
