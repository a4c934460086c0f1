import { TextInput } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithTheme } from '../../test/utils.tsx';
import { ApiError } from '../lib/api.ts';
import { useSchemaForm } from '../lib/use-schema-form.ts';
import { DialogForm, FormDialog, successCloseDelayMs } from './form-dialog.tsx';

const contactSchema = z.object({
  email: z.string().trim().min(1, 'Email Address is required'),
});

function ContactForm({ submit }: { submit: (values: { email: string }) => Promise<unknown> }) {
  const form = useSchemaForm(contactSchema, { email: '' });
  return (
    <DialogForm form={form} submit={submit} submitLabel="Save contact" successMessage="The contact was saved">
      <TextInput {...form.inputProps('email')} label="Email Address" withAsterisk data-autofocus />
    </DialogForm>
  );
}

function Harness({
  submit,
  onClose,
}: {
  submit: (values: { email: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [opened, setOpened] = useState(true);
  return (
    <FormDialog
      opened={opened}
      onClose={() => {
        onClose();
        setOpened(false);
      }}
      title="Edit contact"
    >
      <ContactForm submit={submit} />
    </FormDialog>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FormDialog', () => {
  it('is a labelled dialog whose form checks its fields before sending', async () => {
    const submit = vi.fn(async () => null);
    const user = userEvent.setup();
    renderWithTheme(<Harness submit={submit} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    expect(dialog).toBeInTheDocument();
    // The ✕ in its header has a name (before, an unnamed button).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(screen.getByLabelText(/^email address/i)).toHaveAccessibleDescription('Email Address is required');
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the success message in a green alert, then closes after 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const submit = vi.fn(async () => ({ id: 'c1' }));
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(<Harness submit={submit} onClose={onClose} />);
    await user.type(await screen.findByLabelText(/^email address/i), 'halima@kanofoods.ng');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));

    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('The contact was saved');
    expect(success).toHaveAttribute('data-variant', 'light');
    expect(success.getAttribute('style') ?? '').toMatch(/green/);
    expect(submit).toHaveBeenCalledWith({ email: 'halima@kanofoods.ng' });
    expect(screen.getByRole('button', { name: 'Save contact' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(successCloseDelayMs - 50);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the first server error in a red alert, puts field errors on fields and keeps what was typed', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(
        409,
        [
          { htmlId: 'email', message: 'This address is already a contact' },
          { htmlId: '', message: 'A second problem' },
        ],
        'Conflict',
      );
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Harness submit={submit} onClose={onClose} />);
    await user.type(await screen.findByLabelText(/^email address/i), 'musa@sahelgas.com');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This address is already a contact');
    expect(alert).not.toHaveTextContent('A second problem');
    expect(alert.getAttribute('style') ?? '').toMatch(/red/);
    const email = screen.getByLabelText(/^email address/i);
    expect(email).toHaveValue('musa@sahelgas.com');
    expect(email).toHaveAccessibleDescription('This address is already a contact');
    expect(screen.getByRole('dialog', { name: 'Edit contact' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save contact' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('confirms without fields and closes with Cancel', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <FormDialog opened onClose={onClose} title="Delete product">
        <DialogForm submit={async () => null} submitLabel="Delete" successMessage="Deleted" color="red">
          CNG will be removed from the catalogue.
        </DialogForm>
      </FormDialog>,
    );
    expect(await screen.findByText('CNG will be removed from the catalogue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while its request is in flight, so the same request is never sent twice', async () => {
    let answer = () => {};
    const submit = vi.fn(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ id: 'c1' });
        }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Harness submit={submit} onClose={onClose} />);
    await user.type(await screen.findByLabelText(/^email address/i), 'halima@kanofoods.ng');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');

    const closeButton = document.querySelector<HTMLButtonElement>('.mantine-Modal-close');
    expect(closeButton).toBeDisabled();
    await user.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit contact' })).toBeInTheDocument();

    await act(async () => answer());
    expect(await screen.findByRole('status')).toHaveTextContent('The contact was saved');
    expect(closeButton).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('returns focus to what opened it, or to the page heading when that is gone', async () => {
    function Page({ removesOpener }: { removesOpener: boolean }) {
      const [opened, setOpened] = useState(false);
      const [isDecided, setIsDecided] = useState(false);
      return (
        <main id="main" tabIndex={-1}>
          <h1 tabIndex={-1}>Sale S-1</h1>
          {!isDecided && (
            <button type="button" onClick={() => setOpened(true)}>
              Approve
            </button>
          )}
          <FormDialog opened={opened} onClose={() => setOpened(false)} title="Approve S-1?">
            <DialogForm
              submit={async () => null}
              submitLabel="Confirm"
              successMessage="Approved"
              onSuccess={() => setIsDecided(removesOpener)}
            />
          </FormDialog>
        </main>
      );
    }
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<Page removesOpener={false} />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toHaveFocus());
    unmount();

    renderWithTheme(<Page removesOpener />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sale S-1' })).toHaveFocus());
  });
});
