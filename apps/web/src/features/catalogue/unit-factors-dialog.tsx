import {
  unitFactorLabels as labels,
  type Product,
  typicalUnitFactors,
  unitFactorsRequestSchema,
} from '@gas/shared';
import { Text, TextInput } from '@mantine/core';
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
  const form = useSchemaForm(unitFactorsRequestSchema, current);
  const setFactors = useSetUnitFactors();
  const field = (name: keyof Factors, placeholder: string) => (
    <TextInput
      {...form.inputProps(name)}
      label={labels[name]}
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
      submitLabel="Save factors"
      successMessage={`${product.name} can now be shown in scm, kg and MMBtu`}
    >
      <Text size="sm">
        How much one litre of <strong>{product.name}</strong> is. Typical: LNG {LNG.scmPerLitre} scm,{' '}
        {LNG.kgPerLitre} kg, {LNG.mmbtuPerLitre} MMBtu; CNG at 200 bar, per litre of cylinder,{' '}
        {CNG.scmPerLitre} scm, {CNG.kgPerLitre} kg, {CNG.mmbtuPerLitre} MMBtu.
      </Text>
      {field('scmPerLitre', LNG.scmPerLitre)}
      {field('kgPerLitre', LNG.kgPerLitre)}
      {field('mmbtuPerLitre', LNG.mmbtuPerLitre)}
      <Text size="xs" c="var(--app-muted)">
        Up to 9 decimal places. Trading, stock and prices stay in litres; these only convert what is shown.
      </Text>
    </DialogForm>
  );
}

function UnitFactorsContent({ product }: { product: Product }) {
  const factors = useUnitFactorsList();
  if (factors.isPending) return <Loading />;
  if (factors.isError)
    return (
      <LoadError
        title="We could not load the factors"
        error={factors.error}
        onRetry={() => factors.refetch()}
      />
    );
  const saved = factors.data.find((row) => row.productId === product.id);
  const current = saved
    ? { scmPerLitre: saved.scmPerLitre, kgPerLitre: saved.kgPerLitre, mmbtuPerLitre: saved.mmbtuPerLitre }
    : blank;
  return <UnitFactorsForm product={product} current={current} />;
}

type UnitFactorsDialogProps = { product: Product | null; opened: boolean; onClose: () => void };

/** The "Units" dialog of a product on the operators' Products page. */
export function UnitFactorsDialog({ product, opened, onClose }: UnitFactorsDialogProps) {
  return (
    <FormDialog
      opened={opened && product !== null}
      onClose={onClose}
      title={`Units of ${product?.name ?? 'the product'}`}
    >
      {product && <UnitFactorsContent product={product} />}
    </FormDialog>
  );
}
