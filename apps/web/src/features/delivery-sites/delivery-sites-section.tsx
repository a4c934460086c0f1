import type { DeliverySite } from '@gas/shared';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { emptyText } from '../../components/data-table.tsx';
import { DetailRows } from '../../components/detail-rows.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { SectionCard } from '../../components/section.tsx';
import { useDeliverySites } from './api/get-delivery-sites.ts';
import { useRemoveDeliverySite } from './api/remove-delivery-site.ts';
import { AddDeliverySiteForm, EditDeliverySiteForm } from './delivery-site-form.tsx';
import { deliverySiteFieldLabels as labels } from './schemas.ts';

/** The id the New Transaction dialog links to (/offtaker/profile#delivery-sites). */
export const deliverySitesAnchor = 'delivery-sites';

function gps(site: DeliverySite): string | null {
  if (site.latitude === null || site.longitude === null) return null;
  return `${site.latitude}, ${site.longitude}`;
}

function SiteCard({ site, onRemove }: { site: DeliverySite; onRemove: (site: DeliverySite) => void }) {
  const [isEditing, editDialog] = useDisclosure(false);
  const rows = [
    { label: labels.address, value: site.address },
    { label: labels.lga, value: site.lga },
    { label: labels.state, value: site.state },
    { label: 'GPS', value: gps(site) },
    { label: labels.contactName, value: site.contactName },
    { label: labels.contactPhone, value: site.contactPhone },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={site.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {site.name}
          </Title>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={editDialog.open} aria-label={`Edit ${site.name}`}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onRemove(site)}
              aria-label={`Delete ${site.name}`}
            >
              Delete
            </Button>
          </Group>
        </Group>
        <DetailRows rows={rows} isSparse twoColumnsFrom="sm" />
      </Stack>
      <FormDialog opened={isEditing} onClose={editDialog.close} title="Edit delivery site" size="lg">
        <EditDeliverySiteForm site={site} />
      </FormDialog>
    </Paper>
  );
}

function RemoveSiteForm({ site, onRemoved }: { site: DeliverySite; onRemoved: (notice: string) => void }) {
  const remove = useRemoveDeliverySite();
  const [message, setMessage] = useState(`${site.name} was deleted`);
  return (
    <DialogForm
      submit={async () => {
        const archived = await remove.mutateAsync(site.id);
        const notice = archived
          ? `${site.name} was archived: the purchases that name it keep its address`
          : `${site.name} was deleted`;
        setMessage(notice);
        onRemoved(notice);
      }}
      submitLabel="Delete site"
      successMessage={message}
      color="red.9"
    >
      <Text>
        <strong>{site.name}</strong> will no longer be offered for deliveries. A site that a purchase names is
        archived instead of deleted: that purchase keeps its address, and a delivery on its way still arrives
        there.
      </Text>
    </DialogForm>
  );
}

/**
 * The offtaker's delivery sites on its profile: where the platform's trucks bring the gas it buys
 * with delivery. Cards rather than a table, so that each reads whole on a phone.
 */
export function DeliverySitesSection() {
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
      title="Delivery sites"
      id={`${deliverySitesAnchor}-heading`}
      action={
        <Button size="xs" onClick={addDialog.open}>
          Add site
        </Button>
      }
    >
      <Text size="sm" c="var(--app-muted)">
        Where our trucks deliver what you buy with delivery. Each purchase names one site; the person named
        receives the gas and the driver asks them for your delivery code.
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {notice}
      </VisuallyHidden>
      {sites.isPending && <Loading />}
      {sites.isError && (
        <LoadError
          title="We could not load your delivery sites"
          error={sites.error}
          onRetry={() => void sites.refetch()}
        />
      )}
      {sites.data?.length === 0 && <Text c="dimmed">{emptyText}</Text>}
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
      <FormDialog opened={isAdding} onClose={addDialog.close} title="Add delivery site" size="lg">
        <AddDeliverySiteForm />
      </FormDialog>
      <FormDialog
        opened={isRemoving && toRemove !== null}
        onClose={removeDialog.close}
        title="Delete delivery site"
        size="sm"
      >
        {toRemove && <RemoveSiteForm site={toRemove} onRemoved={setNotice} />}
      </FormDialog>
    </SectionCard>
  );
}
