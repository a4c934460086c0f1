import {
  currencySymbols,
  formatMoney,
  type LogisticsFee,
  type LogisticsFeeRequest,
  nigerianStates,
} from '@gas/shared';
import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { currencyChoices, currencyWord, isCurrency } from '../../lib/currencies.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddLogisticsFee } from './api/add-logistics-fee.ts';
import { useChangeLogisticsFee } from './api/change-logistics-fee.ts';
import { useDeleteLogisticsFee } from './api/delete-logistics-fee.ts';
import { useHubs } from './api/get-hubs.ts';
import { logisticsFeeFormSchema } from './schemas.ts';

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

type FeeFormProps = {
  fee?: LogisticsFee;
  submit: (values: LogisticsFeeRequest) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
};

/** Hub, destination state, currency and the fee per litre delivered. */
function FeeForm({ fee, submit, submitLabel, successMessage }: FeeFormProps) {
  const { t } = useTranslation('logistics-fees');
  const form = useSchemaForm(logisticsFeeFormSchema, initialValues(fee));
  const hubs = useHubs();
  const currency = form.values.currency;
  // The selects start empty, as the spec's do, so nobody prices the wrong route by default.
  const stateOptions = [
    { value: '', label: t('form.selectState') },
    ...nigerianStates.map((state) => ({ value: state, label: state })),
  ];
  const currencyOptions = [{ value: '', label: t('form.selectCurrency') }, ...currencyChoices];
  const hubOptions = [
    { value: '', label: hubs.isPending ? t('form.loadingHubs') : t('form.selectHub') },
    ...(hubs.data ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
  ];
  return (
    <DialogForm form={form} submit={submit} submitLabel={submitLabel} successMessage={successMessage}>
      <Text size="sm" c="var(--app-muted)">
        {t('form.intro')}
      </Text>
      {hubs.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('form.hubsError', { message: hubs.error.message })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          {...form.inputProps('hubId')}
          label={t('form.hub')}
          data={hubOptions}
          withAsterisk
          data-autofocus
        />
        <NativeSelect
          {...form.inputProps('state')}
          label={t('form.state')}
          data={stateOptions}
          withAsterisk
        />
        <NativeSelect
          {...form.inputProps('currency')}
          label={t('form.currency')}
          data={currencyOptions}
          withAsterisk
        />
        <AmountInput
          {...form.numberInputProps('feePerUnit')}
          label={t('form.feePerUnit')}
          description={
            isCurrency(currency) ? t('form.feeHint', { currency: currencyWord(currency) }) : undefined
          }
          leftSection={isCurrency(currency) ? currencySymbols[currency] : undefined}
        />
      </SimpleGrid>
    </DialogForm>
  );
}

export function NewLogisticsFeeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('logistics-fees');
  const add = useAddLogisticsFee();
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('newDialog.title')} size="lg">
      <FeeForm
        submit={(values) => add.mutateAsync(values)}
        submitLabel={t('newDialog.submit')}
        successMessage={t('newDialog.success')}
      />
    </FormDialog>
  );
}

function EditFeeForm({ fee }: { fee: LogisticsFee }) {
  const { t } = useTranslation('logistics-fees');
  const change = useChangeLogisticsFee(fee.id);
  return (
    <FeeForm
      fee={fee}
      submit={(values) => change.mutateAsync(values)}
      submitLabel={t('editDialog.submit')}
      successMessage={t('editDialog.success')}
    />
  );
}

type FeeDialogProps = { fee: LogisticsFee | null; opened: boolean; onClose: () => void };

export function EditLogisticsFeeDialog({ fee, opened, onClose }: FeeDialogProps) {
  const { t } = useTranslation('logistics-fees');
  return (
    <FormDialog opened={opened && fee !== null} onClose={onClose} title={t('editDialog.title')} size="lg">
      {fee && <EditFeeForm key={fee.id} fee={fee} />}
    </FormDialog>
  );
}

/** "Ajaokuta to Kano in NGN": how the dialogs name a fee's route. */
export const routeName = (t: TFunction<'logistics-fees'>, fee: LogisticsFee) =>
  t('route', { hub: fee.hub.name, state: fee.state, currency: fee.currency });

function DeleteFeeForm({ fee, onDeleted }: { fee: LogisticsFee; onDeleted: (fee: LogisticsFee) => void }) {
  const { t } = useTranslation('logistics-fees');
  const remove = useDeleteLogisticsFee();
  return (
    <DialogForm
      submit={() => remove.mutateAsync(fee.id)}
      onSuccess={() => onDeleted(fee)}
      submitLabel={t('deleteDialog.submit')}
      successMessage={t('deleted', { route: routeName(t, fee) })}
      color="red.9"
    >
      <Text>
        <Trans
          t={t}
          i18nKey="deleteDialog.explanation"
          values={{
            hub: fee.hub.name,
            state: fee.state,
            currency: fee.currency,
            fee: formatMoney(fee.feePerUnit, fee.currency),
          }}
          components={{ strong: <strong /> }}
        />
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
  const { t } = useTranslation('logistics-fees');
  return (
    <FormDialog opened={opened && fee !== null} onClose={onClose} title={t('deleteDialog.title')} size="sm">
      {fee && <DeleteFeeForm fee={fee} onDeleted={onDeleted} />}
    </FormDialog>
  );
}
