import { type DeliverySite, type DeliverySiteRequest, nigerianStates } from '@gas/shared';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { DialogForm } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddDeliverySite } from './api/add-delivery-site.ts';
import { useUpdateDeliverySite } from './api/update-delivery-site.ts';
import { deliverySiteFormSchema, deliverySiteFieldLabels as labels } from './schemas.ts';

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

// The state starts empty, as the spec's selects do, so nobody saves a site in the wrong state.
const stateOptions = [
  { value: '', label: 'Select a state' },
  ...nigerianStates.map((state) => ({ value: state, label: state })),
];

type SiteFormProps = {
  site?: DeliverySite;
  submit: (values: DeliverySiteRequest) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
};

/** A site's fields: name, address, LGA, state, optional GPS, the receiving contact and phone. */
function SiteForm({ site, submit, submitLabel, successMessage }: SiteFormProps) {
  const form = useSchemaForm(deliverySiteFormSchema, initialValues(site));
  return (
    <DialogForm form={form} submit={submit} submitLabel={submitLabel} successMessage={successMessage}>
      <TextInput
        {...form.inputProps('name')}
        label={labels.name}
        description="How you call this site, e.g. Sharada plant"
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...form.inputProps('address')}
        label={labels.address}
        autoComplete="street-address"
        withAsterisk
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...form.inputProps('lga')} label={labels.lga} autoComplete="off" withAsterisk />
        <NativeSelect {...form.inputProps('state')} label={labels.state} data={stateOptions} withAsterisk />
        <TextInput
          {...form.inputProps('latitude')}
          label={labels.latitude}
          description="Optional, e.g. 12.0022"
          inputMode="decimal"
          autoComplete="off"
        />
        <TextInput
          {...form.inputProps('longitude')}
          label={labels.longitude}
          description="Optional, e.g. 8.5920"
          inputMode="decimal"
          autoComplete="off"
        />
        <TextInput
          {...form.inputProps('contactName')}
          label={labels.contactName}
          description="Who receives the gas on site"
          autoComplete="off"
          withAsterisk
        />
        <TextInput
          {...form.inputProps('contactPhone')}
          label={labels.contactPhone}
          type="tel"
          autoComplete="off"
          withAsterisk
        />
      </SimpleGrid>
    </DialogForm>
  );
}

export function AddDeliverySiteForm() {
  const add = useAddDeliverySite();
  return (
    <SiteForm
      submit={(values) => add.mutateAsync(values)}
      submitLabel="Add site"
      successMessage="The delivery site was added"
    />
  );
}

export function EditDeliverySiteForm({ site }: { site: DeliverySite }) {
  const update = useUpdateDeliverySite(site.id);
  return (
    <SiteForm
      site={site}
      submit={(values) => update.mutateAsync(values)}
      submitLabel="Save site"
      successMessage="The delivery site was saved"
    />
  );
}
