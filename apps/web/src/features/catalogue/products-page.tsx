import { type Product, productUnits } from '@gas/shared';
import { Alert, Button, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

import { useProducts } from './api/get-products.ts';
import { useToggleProduct } from './api/toggle-product.ts';
import { DeleteProductDialog } from './delete-product-dialog.tsx';
import { NewProductDialog } from './new-product-dialog.tsx';
import { ProductTaxRateDialog } from './product-tax-rate-dialog.tsx';
import { UnitFactorsDialog } from './unit-factors-dialog.tsx';

const otherStatus = (product: Product) => (product.isActive ? 'Inactive' : 'Active');

/** A product's status as the catalogue names it; a status it does not know shows as sent. */
const isKnownStatus = (status: string): status is 'Active' | 'Inactive' =>
  status === 'Active' || status === 'Inactive';

/** A unit the contract knows (productUnits); another one shows as sent. */
const isKnownUnit = (unit: string): unit is (typeof productUnits)[number] =>
  (productUnits as readonly string[]).includes(unit);

/** The admin's product catalogue (spec: /admin/products). */
export function ProductsPage() {
  const { t } = useTranslation('catalogue');
  const statusName = (status: string) => (isKnownStatus(status) ? t(`statuses.${status}`) : status);
  const unitName = (unit: string) => (isKnownUnit(unit) ? t(`unitNames.${unit}`) : unit);
  usePageTitle(t('title'));
  const products = useProducts();
  const toggle = useToggleProduct();
  const [isCreating, creating] = useDisclosure(false);
  const [isDeleting, deleting] = useDisclosure(false);
  // Kept after the dialog closes so its content stays while it animates out.
  const [toDelete, setToDelete] = useState<Product | null>(null);
  // A product's unit factors (issue 19, point 6): scm, kg and MMBtu per litre.
  const [isEditingUnits, editingUnits] = useDisclosure(false);
  const [unitsOf, setUnitsOf] = useState<Product | null>(null);
  // A product's VAT rate on its sale invoices (issue 18, point 5).
  const [isEditingVat, editingVat] = useDisclosure(false);
  const [vatOf, setVatOf] = useState<Product | null>(null);
  // What the last change did ("CNG is now Inactive", "CNG was deleted"), announced politely; a
  // newer change replaces it, so it never speaks of a product as it no longer is.
  const [notice, setNotice] = useState('');

  const onToggle = (product: Product) => {
    setNotice('');
    toggle.mutate(product.id, {
      onSuccess: (updated) =>
        setNotice(t('nowStatus', { name: updated.name, status: statusName(updated.status) })),
    });
  };

  const columns: DataTableColumn<Product>[] = [
    { accessor: 'name', title: t('columns.name'), card: 'title' },
    { accessor: 'unit', title: t('columns.unit'), render: (product) => unitName(product.unit) },
    {
      accessor: 'status',
      title: t('columns.status'),
      card: 'badge',
      render: (product) => {
        const isPending = toggle.isPending && toggle.variables === product.id;
        return (
          <UnstyledButton
            onClick={() => onToggle(product)}
            disabled={toggle.isPending}
            aria-busy={isPending}
            aria-label={t('toggleLabel', {
              status: statusName(product.status),
              name: product.name,
              other: statusName(otherStatus(product)),
            })}
            title={t('toggleTitle', { other: statusName(otherStatus(product)) })}
            style={{ borderRadius: 4, opacity: isPending ? 0.6 : 1 }}
          >
            <StatusBadge status={product.status} style={{ cursor: 'pointer', minWidth: 'max-content' }} />
          </UnstyledButton>
        );
      },
    },
    {
      accessor: 'createdUtc',
      title: t('columns.createdOn'),
      render: (product) => <DateTime value={product.createdUtc} />,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: (product) => (
        <Group gap={4} justify="flex-end" wrap="wrap">
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('actions.unitsLabel', { name: product.name })}
            onClick={() => {
              setUnitsOf(product);
              editingUnits.open();
            }}
          >
            {t('actions.units')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('actions.vatLabel', { name: product.name })}
            onClick={() => {
              setVatOf(product);
              editingVat.open();
            }}
          >
            {t('actions.vat')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('actions.deleteLabel', { name: product.name })}
            onClick={() => {
              setNotice('');
              setToDelete(product);
              deleting.open();
            }}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="var(--app-muted)" size="sm">
            {t('intro')}
          </Text>
        </Stack>
        <Button onClick={creating.open}>{t('newProduct')}</Button>
      </Group>
      {toggle.isError && (
        <Alert color="red" variant="light" role="alert" title={t('statusError')}>
          {toggle.error.message}
        </Alert>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {notice}
      </VisuallyHidden>
      <DataTable label={t('title')} columns={columns} {...queryTableProps(products)} minWidth={560} />
      <NewProductDialog opened={isCreating} onClose={creating.close} />
      <UnitFactorsDialog product={unitsOf} opened={isEditingUnits} onClose={editingUnits.close} />
      <ProductTaxRateDialog product={vatOf} opened={isEditingVat} onClose={editingVat.close} />
      <DeleteProductDialog
        product={toDelete}
        opened={isDeleting}
        onClose={deleting.close}
        onDeleted={(deleted) => setNotice(t('deleted', { name: deleted.name }))}
      />
    </Stack>
  );
}
