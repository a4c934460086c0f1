import { TextInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithTheme } from '../../test/utils.tsx';
import { i18n } from '../i18n/index.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { useSchemaForm } from '../lib/use-schema-form.ts';
import { DataTable } from './data-table.tsx';
import { DialogForm, FormDialog } from './form-dialog.tsx';
import { LoadError } from './load-states.tsx';
import { StatusBadge } from './status-badge.tsx';

// The shared components in Hausa (issue 23): what every screen's tables, badges and dialogs say.

const toHausa = () => act(() => i18n.changeLanguage('ha'));

describe('shared components in Hausa', () => {
  it('a table says it has no records, and a failed load offers to try again', async () => {
    await toHausa();
    renderWithTheme(
      <>
        <DataTable label="Ajiyar kuɗi" columns={[{ accessor: 'name' }]} records={[]} />
        <LoadError title="Ba a loda ba" error={new Error('x')} onRetry={() => undefined} />
      </>,
    );
    expect(screen.getAllByText('Babu bayanan da za a nuna').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sake gwadawa' })).toBeInTheDocument();
  });

  it('a table pages its rows with Hausa words', async () => {
    await toHausa();
    const records = Array.from({ length: 12 }, (_, index) => ({ id: index, name: `Row ${index}` }));
    renderWithTheme(
      <DataTable label="Jeri" columns={[{ accessor: 'name', title: 'Suna' }]} records={records} />,
    );
    expect(screen.getByText('1–10 cikin 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shafi na gaba' })).toBeInTheDocument();
  });

  it('status badges read in Hausa, keeping their colours; an unknown status shows as sent', async () => {
    await toHausa();
    renderWithTheme(
      <>
        <StatusBadge status="Approved" />
        <StatusBadge status="Awaiting dispatch" />
        <StatusBadge status={true} />
        <StatusBadge status="Something new" />
      </>,
    );
    expect(screen.getByText('An amince').closest('.status-badge')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Ana jiran turawa')).toBeInTheDocument();
    expect(screen.getByText('Mai aiki')).toBeInTheDocument();
    expect(screen.getByText('Something new')).toBeInTheDocument();
  });

  it('the home page title gives the tagline in Hausa', async () => {
    await toHausa();
    function Home() {
      usePageTitle(null);
      return null;
    }
    renderWithTheme(<Home />);
    expect(document.title).toBe('Gas Exchange · Iskar gas don Arewacin Najeriya');
  });

  it("a form's English schema message shows in Hausa on its field, and the dialog's buttons speak Hausa", async () => {
    await toHausa();
    const schema = z.object({ amount: z.string().trim().min(1, 'Amount is required') });
    function AmountForm() {
      const form = useSchemaForm(schema, { amount: '' });
      return (
        <DialogForm form={form} submit={async () => undefined} submitLabel="Tura" successMessage="An tura">
          <TextInput {...form.inputProps('amount')} label="Adadin kuɗi" />
        </DialogForm>
      );
    }
    renderWithTheme(
      <FormDialog opened onClose={() => undefined} title="Ajiyar kuɗi">
        <AmountForm />
      </FormDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Tura' }));
    expect(await screen.findByText('Dole a cika Adadin kuɗi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soke' })).toBeInTheDocument();
    // The ✕ in the dialog's header.
    expect(screen.getByRole('button', { name: 'Rufe' })).toBeInTheDocument();
  });
});
