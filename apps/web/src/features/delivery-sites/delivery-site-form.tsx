import { type DeliverySite, type DeliverySiteRequest, nigerianStates } from '@gas/shared';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddDeliverySite } from './api/add-delivery-site.ts';
import { useUpdateDeliverySite } from './api/update-delivery-site.ts';
import { deliverySiteFormSchema } from './schemas.ts';

type SiteValues = {
  name: string;
  address: string;
  lga: string;
  state: string;
  latitude: string;
  longitude: string;
  contactName: string;
  contactPhone: string;
};

function initialValues(site?: DeliverySite): SiteValues {
  return {
    name: site?.name ?? '',
    address: site?.address ?? '',
    lga: site?.lga ?? '',
    state: site?.state ?? '',
    latitude: site?.latitude === null || site?.latitude === undefined ? '' : String(site.latitude),
    longitude: site?.longitude === null || site?.longitude === undefined ? '' : String(site.longitude),
    contactName: site?.contactName ?? '',
    contactPhone: site?.contactPhone ?? '',
  };
}

type SiteFormProps = {
  site?: DeliverySite;
  submit: (values: DeliverySiteRequest) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
};

/** A site's fields: name, address, LGA, state, optional GPS, the receiving contact and phone. */
function SiteForm({ site, submit, submitLabel, successMessage }: SiteFormProps) {
  const { t } = useTranslation('delivery-sites');
  const form = useSchemaForm(deliverySiteFormSchema, initialValues(site));
  // The state starts empty, as the spec's selects do, so nobody saves a site in the wrong state.
  const stateOptions = [
    { value: '', label: t('selectState') },
    ...nigerianStates.map((state) => ({ value: state, label: state })),
  ];
  return (
    <DialogForm form={form} submit={submit} submitLabel={submitLabel} successMessage={successMessage}>
      <TextInput
        {...form.inputProps('name')}
        label={t('fields.name')}
        description={t('hints.name')}
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...form.inputProps('address')}
        label={t('fields.address')}
        autoComplete="street-address"
        withAsterisk
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...form.inputProps('lga')} label={t('fields.lga')} autoComplete="off" withAsterisk />
        <NativeSelect
          {...form.inputProps('state')}
          label={t('fields.state')}
          data={stateOptions}
          withAsterisk
        />
        <TextInput
          {...form.inputProps('latitude')}
          label={t('fields.latitude')}
          description={t('hints.latitude')}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextInput
          {...form.inputProps('longitude')}
          label={t('fields.longitude')}
          description={t('hints.longitude')}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextInput
          {...form.inputProps('contactName')}
          label={t('fields.contactName')}
          description={t('hints.contactName')}
          autoComplete="off"
          withAsterisk
        />
        <TextInput
          {...form.inputProps('contactPhone')}
          label={t('fields.contactPhone')}
          type="tel"
          autoComplete="off"
          withAsterisk
        />
      </SimpleGrid>
    </DialogForm>
  );
}

export function AddDeliverySiteForm() {
  const { t } = useTranslation('delivery-sites');
  const add = useAddDeliverySite();
  return (
    <SiteForm
      submit={(values) => add.mutateAsync(values)}
      submitLabel={t('addDialog.submit')}
      successMessage={t('addDialog.success')}
    />
  );
}

export function EditDeliverySiteForm({ site }: { site: DeliverySite }) {
  const { t } = useTranslation('delivery-sites');
  const update = useUpdateDeliverySite(site.id);
  return (
    <SiteForm
      site={site}
      submit={(values) => update.mutateAsync(values)}
      submitLabel={t('editDialog.submit')}
      successMessage={t('editDialog.success')}
    />
  );
}
