import type { Product } from '@gas/shared';
import { Alert, Button, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
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

/** The admin's product catalogue (spec: /admin/products). */
export function ProductsPage() {
  usePageTitle('Products');
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
      onSuccess: (updated) => setNotice(`${updated.name} is now ${updated.status}`),
    });
  };

  const columns: DataTableColumn<Product>[] = [
    { accessor: 'name', title: 'Name', card: 'title' },
    { accessor: 'unit', title: 'Unit' },
    {
      accessor: 'status',
      title: 'Status',
      card: 'badge',
      render: (product) => {
        const isPending = toggle.isPending && toggle.variables === product.id;
        return (
          <UnstyledButton
            onClick={() => onToggle(product)}
            disabled={toggle.isPending}
            aria-busy={isPending}
            aria-label={`${product.status}: make ${product.name} ${otherStatus(product)}`}
            title={`Make ${otherStatus(product)}`}
            style={{ borderRadius: 4, opacity: isPending ? 0.6 : 1 }}
          >
            <StatusBadge status={product.status} style={{ cursor: 'pointer', minWidth: 'max-content' }} />
          </UnstyledButton>
        );
      },
    },
    {
      accessor: 'createdUtc',
      title: 'Created On',
      render: (product) => <DateTime value={product.createdUtc} />,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      render: (product) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Units of ${product.name}`}
            onClick={() => {
              setUnitsOf(product);
              editingUnits.open();
            }}
          >
            Units
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`VAT rate of ${product.name}`}
            onClick={() => {
              setVatOf(product);
              editingVat.open();
            }}
          >
            VAT
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`Delete ${product.name}`}
            onClick={() => {
              setNotice('');
              setToDelete(product);
              deleting.open();
            }}
          >
            Delete
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
            Products
          </Title>
          <Text c="var(--app-muted)" size="sm">
            The gas products suppliers can hold and offer. Click a status to switch it between Active and
            Inactive; an inactive product takes no new inventories and is not offered.
          </Text>
        </Stack>
        <Button onClick={creating.open}>New Product</Button>
      </Group>
      {toggle.isError && (
        <Alert color="red" variant="light" role="alert" title="We could not change the status">
          {toggle.error.message}
        </Alert>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {notice}
      </VisuallyHidden>
      <DataTable label="Products" columns={columns} {...queryTableProps(products)} minWidth={560} />
      <NewProductDialog opened={isCreating} onClose={creating.close} />
      <UnitFactorsDialog product={unitsOf} opened={isEditingUnits} onClose={editingUnits.close} />
      <ProductTaxRateDialog product={vatOf} opened={isEditingVat} onClose={editingVat.close} />
      <DeleteProductDialog
        product={toDelete}
        opened={isDeleting}
        onClose={deleting.close}
        onDeleted={(deleted) => setNotice(`${deleted.name} was deleted`)}
      />
    </Stack>
  );
}
