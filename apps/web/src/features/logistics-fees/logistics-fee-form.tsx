import {
  currencySymbols,
  formatMoney,
  type LogisticsFee,
  type LogisticsFeeRequest,
  nigerianStates,
} from '@gas/shared';
import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { AmountInput } from '../../components/amount-input.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { currencyChoices, currencyWord, isCurrency } from '../../lib/currencies.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddLogisticsFee } from './api/add-logistics-fee.ts';
import { useChangeLogisticsFee } from './api/change-logistics-fee.ts';
import { useDeleteLogisticsFee } from './api/delete-logistics-fee.ts';
import { useHubs } from './api/get-hubs.ts';
import { logisticsFeeFieldLabels as labels, logisticsFeeFormSchema } from './schemas.ts';

type FeeValues = { hubId: string; state: string; currency: string; feePerUnit: string };

/** The fee as typed: "2.50" for 250 minor units (no thousands separators: AmountInput adds them). */
const majorUnits = (minor: number) => (minor / 100).toFixed(2);

function initialValues(fee?: LogisticsFee): FeeValues {
  return {
    hubId: fee?.hub.id ?? '',
    state: fee?.state ?? '',
    currency: fee?.currency ?? '',
    feePerUnit: fee ? majorUnits(fee.feePerUnit) : '',
  };
}

// The selects start empty, as the spec's do, so nobody prices the wrong route by default.
const stateOptions = [
  { value: '', label: 'Select a state' },
  ...nigerianStates.map((state) => ({ value: state, label: state })),
];
const currencyOptions = [{ value: '', label: 'Select a currency' }, ...currencyChoices];

type FeeFormProps = {
  fee?: LogisticsFee;
  submit: (values: LogisticsFeeRequest) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
};

/** Hub, destination state, currency and the fee per litre delivered. */
function FeeForm({ fee, submit, submitLabel, successMessage }: FeeFormProps) {
  const form = useSchemaForm(logisticsFeeFormSchema, initialValues(fee));
  const hubs = useHubs();
  const currency = form.values.currency;
  const hubOptions = [
    { value: '', label: hubs.isPending ? 'Loading hubs...' : 'Select a hub' },
    ...(hubs.data ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
  ];
  return (
    <DialogForm form={form} submit={submit} submitLabel={submitLabel} successMessage={successMessage}>
      <Text size="sm" c="var(--app-muted)">
        What a buyer pays per litre delivered from a hub to a site in a state. The fee is shown and held when
        the buyer chooses delivery; purchases already placed keep the fee they hold.
      </Text>
      {hubs.isError && (
        <Text size="sm" c="red.8" role="alert">
          We could not load the hubs. {hubs.error.message}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          {...form.inputProps('hubId')}
          label={labels.hubId}
          data={hubOptions}
          withAsterisk
          data-autofocus
        />
        <NativeSelect {...form.inputProps('state')} label={labels.state} data={stateOptions} withAsterisk />
        <NativeSelect
          {...form.inputProps('currency')}
          label={labels.currency}
          data={currencyOptions}
          withAsterisk
        />
        <AmountInput
          {...form.numberInputProps('feePerUnit')}
          label={`${labels.feePerUnit} (per Liter)`}
          description={isCurrency(currency) ? `In ${currencyWord(currency)}, e.g. 2.50` : undefined}
          leftSection={isCurrency(currency) ? currencySymbols[currency] : undefined}
        />
      </SimpleGrid>
    </DialogForm>
  );
}

export function NewLogisticsFeeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddLogisticsFee();
  return (
    <FormDialog opened={opened} onClose={onClose} title="New logistics fee" size="lg">
      <FeeForm
        submit={(values) => add.mutateAsync(values)}
        submitLabel="Add fee"
        successMessage="The fee was added: deliveries on that route are offered at it"
      />
    </FormDialog>
  );
}

function EditFeeForm({ fee }: { fee: LogisticsFee }) {
  const change = useChangeLogisticsFee(fee.id);
  return (
    <FeeForm
      fee={fee}
      submit={(values) => change.mutateAsync(values)}
      submitLabel="Save fee"
      successMessage="The fee was saved: new purchases pay it"
    />
  );
}

type FeeDialogProps = { fee: LogisticsFee | null; opened: boolean; onClose: () => void };

export function EditLogisticsFeeDialog({ fee, opened, onClose }: FeeDialogProps) {
  return (
    <FormDialog opened={opened && fee !== null} onClose={onClose} title="Edit logistics fee" size="lg">
      {fee && <EditFeeForm key={fee.id} fee={fee} />}
    </FormDialog>
  );
}

/** "Ajaokuta to Kano in NGN": how the dialogs name a fee's route. */
export const routeName = (fee: LogisticsFee) => `${fee.hub.name} to ${fee.state} in ${fee.currency}`;

function DeleteFeeForm({ fee, onDeleted }: { fee: LogisticsFee; onDeleted: (fee: LogisticsFee) => void }) {
  const remove = useDeleteLogisticsFee();
  return (
    <DialogForm
      submit={() => remove.mutateAsync(fee.id)}
      onSuccess={() => onDeleted(fee)}
      submitLabel="Delete fee"
      successMessage={`The fee from ${routeName(fee)} was deleted`}
      color="red.9"
    >
      <Text>
        Delivery from <strong>{fee.hub.name}</strong> to <strong>{fee.state}</strong> in {fee.currency} (
        {formatMoney(fee.feePerUnit, fee.currency)} per litre) will no longer be offered to new purchases.
        Purchases already placed keep the fee they hold.
      </Text>
    </DialogForm>
  );
}

export function DeleteLogisticsFeeDialog({
  fee,
  opened,
  onClose,
  onDeleted,
}: FeeDialogProps & { onDeleted: (fee: LogisticsFee) => void }) {
  return (
    <FormDialog opened={opened && fee !== null} onClose={onClose} title="Delete logistics fee" size="sm">
      {fee && <DeleteFeeForm fee={fee} onDeleted={onDeleted} />}
    </FormDialog>
  );
}
