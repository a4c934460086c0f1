import { type Product, typicalUnitFactors, unitFactorsRequestSchema } from '@gas/shared';
import { Text, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { useUnitFactorsList } from '../../lib/unit-factors.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useSetUnitFactors } from './api/set-unit-factors.ts';

// An operator sets how much one litre of a product is in scm, kg and MMBtu (issue 19, point 6), so
// quantities and prices can also be read in those units. Trading stays in litres.

type Factors = { scmPerLitre: string; kgPerLitre: string; mmbtuPerLitre: string };
const blank: Factors = { scmPerLitre: '', kgPerLitre: '', mmbtuPerLitre: '' };
const { LNG, CNG } = typicalUnitFactors;

function UnitFactorsForm({ product, current }: { product: Product; current: Factors }) {
  const { t } = useTranslation('catalogue');
  const form = useSchemaForm(unitFactorsRequestSchema, current);
  const setFactors = useSetUnitFactors();
  const field = (name: keyof Factors, placeholder: string) => (
    <TextInput
      {...form.inputProps(name)}
      label={t(`units.${name}`)}
      withAsterisk
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
    />
  );
  return (
    <DialogForm
      form={form}
      submit={(values) => setFactors.mutateAsync({ productId: product.id, ...values })}
      submitLabel={t('units.submit')}
      successMessage={t('units.success', { name: product.name })}
    >
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="units.text"
          values={{
            name: product.name,
            lngScm: LNG.scmPerLitre,
            lngKg: LNG.kgPerLitre,
            lngMmbtu: LNG.mmbtuPerLitre,
            cngScm: CNG.scmPerLitre,
            cngKg: CNG.kgPerLitre,
            cngMmbtu: CNG.mmbtuPerLitre,
          }}
        />
      </Text>
      {field('scmPerLitre', LNG.scmPerLitre)}
      {field('kgPerLitre', LNG.kgPerLitre)}
      {field('mmbtuPerLitre', LNG.mmbtuPerLitre)}
      <Text size="xs" c="var(--app-muted)">
        {t('units.hint')}
      </Text>
    </DialogForm>
  );
}

function UnitFactorsContent({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const factors = useUnitFactorsList();
  if (factors.isPending) return <Loading />;
  if (factors.isError)
    return <LoadError title={t('units.loadError')} error={factors.error} onRetry={() => factors.refetch()} />;
  const saved = factors.data.find((row) => row.productId === product.id);
  const current = saved
    ? { scmPerLitre: saved.scmPerLitre, kgPerLitre: saved.kgPerLitre, mmbtuPerLitre: saved.mmbtuPerLitre }
    : blank;
  return <UnitFactorsForm product={product} current={current} />;
}

type UnitFactorsDialogProps = { product: Product | null; opened: boolean; onClose: () => void };

/** The "Units" dialog of a product on the operators' Products page. */
export function UnitFactorsDialog({ product, opened, onClose }: UnitFactorsDialogProps) {
  const { t } = useTranslation('catalogue');
  return (
    <FormDialog
      opened={opened && product !== null}
      onClose={onClose}
      title={t('units.title', { name: product?.name ?? t('vat.theProduct') })}
    >
      {product && <UnitFactorsContent product={product} />}
    </FormDialog>
  );
}
