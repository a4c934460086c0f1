import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import type { FieldError } from '@gas/shared';
import { Alert, Button, Group, type MantineColor, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { translateValidationMessage } from '../lib/validation-messages.ts';

/*
 * The spec's dialog (section 4): a form in a modal; while it is sent the submit button shows
 * progress; on success the configured message appears in a green alert and the dialog closes
 * 1 second later; on failure the first server error appears in a red alert and each error that
 * names a field (its htmlId is the field's id) lands on that field. What was typed is kept; once
 * the field the red alert speaks of is changed, the alert goes (the field re-checks itself).
 * On phones (below 600 px) the dialog is a full-screen sheet. Focus is trapped inside, Escape
 * and the Cancel button close it (not while the form is being sent), and focus returns to
 * whatever opened it, or, when that is gone (an Approve button once the decision is made), to
 * the page's heading (see `focusPageHeading`).
 *
 * Two pieces, so that the form's state lives inside the modal and starts fresh on every opening
 * (Mantine unmounts a closed modal's content):
 *
 *   <FormDialog opened={opened} onClose={close} title="New Product">
 *     <NewProductForm />
 *   </FormDialog>
 *
 *   function NewProductForm() {
 *     const form = useSchemaForm(newProductSchema, { name: '', unit: '' });
 *     const createProduct = useCreateProduct();
 *     return (
 *       <DialogForm
 *         form={form}
 *         submit={(values) => createProduct.mutateAsync(values)}
 *         submitLabel="Create product"
 *         successMessage="The product was created"
 *       >
 *         <TextInput {...form.inputProps('name')} label="Name" withAsterisk data-autofocus />
 *       </DialogForm>
 *     );
 *   }
 *
 * A confirmation (delete, approve, reject) is a DialogForm without `form`: its children are the
 * explanation, and `submit` is called with no values.
 */

/** The spec's section 9: a successful dialog closes after 1 second. */
export const successCloseDelayMs = 1000;

/**
 * Where focus goes when a dialog closes and what opened it is no longer on the page: the main
 * content's h1 when it takes focus (PageHeading's and RecordHeading's do), else the main
 * landmark, so a keyboard or screen-reader user carries on from the top of the page that changed
 * rather than from <body>.
 */
export function focusPageHeading() {
  const main = document.getElementById('main') ?? document.querySelector('main');
  const heading = main?.querySelector<HTMLElement>('h1[tabindex]');
  const target = heading ?? (main instanceof HTMLElement && main.hasAttribute('tabindex') ? main : null);
  target?.focus({ preventScroll: false });
}

/** Mantine's Modal returns focus to the opener 10 ms after closing; this looks just after. */
const focusReturnCheckMs = 30;

/** Focus goes back to the dialog's opener (Mantine does it), or to the page's heading if it went. */
function useFocusAfterClose(opened: boolean) {
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) {
      // Mantine's focus trap moves focus into the dialog on a timer, after this runs.
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const opener = openerRef.current;
    openerRef.current = null;
    if (!opener) return;
    const timer = window.setTimeout(() => {
      if (opener.isConnected) return;
      const active = document.activeElement;
      // Focus somewhere else on the page was put there on purpose: leave it.
      const isLost = !active || active === document.body || !!active.closest('[role="dialog"]');
      if (isLost) focusPageHeading();
    }, focusReturnCheckMs);
    return () => window.clearTimeout(timer);
  }, [opened]);
}

/** What a DialogForm tells its FormDialog: how to close it, and whether a request is in flight. */
type DialogControl = { close: () => void; reportSending: (isSending: boolean) => void };
const DialogControlContext = createContext<DialogControl | null>(null);

type FormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Usually one component that holds the form's state and renders a DialogForm. */
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

export function FormDialog({ opened, onClose, title, children, size = 'md' }: FormDialogProps) {
  const { t } = useTranslation('components');
  const isPhone = useMediaQuery('(max-width: 599px)', false, { getInitialValueInEffect: false });
  // While a request is in flight the dialog cannot be closed (✕, Escape, a click outside): its
  // form holds the Idempotency-Key, and opening a fresh one to submit again would send the
  // purchase, deposit or payout a second time.
  const [isSending, setIsSending] = useState(false);
  const closeUnlessSending = () => {
    if (!isSending) onClose();
  };
  const control = useMemo(() => ({ close: onClose, reportSending: setIsSending }), [onClose]);
  useFocusAfterClose(opened);
  return (
    <Modal
      opened={opened}
      onClose={closeUnlessSending}
      closeOnEscape={!isSending}
      closeOnClickOutside={!isSending}
      closeButtonProps={{ disabled: isSending, 'aria-label': t('dialog.close') }}
      title={title}
      size={size}
      fullScreen={isPhone}
      radius={isPhone ? 0 : 'md'}
      centered={!isPhone}
      transitionProps={isPhone ? { transition: 'slide-up' } : undefined}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <DialogControlContext.Provider value={control}>{children}</DialogControlContext.Provider>
    </Modal>
  );
}

/** What DialogForm needs from a form: `useSchemaForm`'s result fits. */
export type DialogFormState<V> = {
  /** The values to send, or null when a field is invalid (the field then shows why). */
  validate: () => V | null;
  /** Puts the server's errors on the fields they name. */
  applyServerErrors: (errors: readonly FieldError[]) => unknown;
};

type DialogFormProps<V> = {
  /** The form's state; leave it out for a confirmation without fields. */
  form?: DialogFormState<V>;
  /** Sends the values; a rejected promise (an ApiError) shows its errors. */
  submit: (values: V) => Promise<unknown>;
  submitLabel: string;
  /** Shown in the green alert after success. */
  successMessage: string;
  /** The submit button's colour: 'red' for destructive actions. */
  color?: MantineColor;
  /** Called once the server accepted, before the dialog closes. */
  onSuccess?: () => void;
  /** The fields, or the text of a confirmation. */
  children?: ReactNode;
};

type Outcome =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent' }
  /** `field`: the id of the field the message is about, when it names one. */
  | { status: 'failed'; message: string; field?: string };

export function DialogForm<V = undefined>({
  form,
  submit,
  submitLabel,
  successMessage,
  color,
  onSuccess,
  children,
}: DialogFormProps<V>) {
  const { t } = useTranslation(['components', 'validation']);
  const control = useContext(DialogControlContext);
  const close = control?.close;
  // The latest close function, so a parent re-rendering (a list refreshing behind the dialog)
  // does not restart the 1-second countdown.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const [outcome, setOutcome] = useState<Outcome>({ status: 'editing' });

  const reportSending = control?.reportSending;
  useEffect(() => {
    reportSending?.(outcome.status === 'sending');
  }, [outcome.status, reportSending]);
  useEffect(() => () => reportSending?.(false), [reportSending]);

  useEffect(() => {
    if (outcome.status !== 'sent') return;
    const timer = setTimeout(() => closeRef.current?.(), successCloseDelayMs);
    return () => clearTimeout(timer);
  }, [outcome.status]);

  const isBusy = outcome.status === 'sending' || outcome.status === 'sent';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setOutcome({ status: 'editing' });
    let values: V;
    if (form) {
      const valid = form.validate();
      if (valid === null) return;
      values = valid;
    } else {
      values = undefined as V;
    }
    setOutcome({ status: 'sending' });
    try {
      await submit(values);
      onSuccess?.();
      setOutcome({ status: 'sent' });
    } catch (error) {
      if (error instanceof ApiError) form?.applyServerErrors(error.errors);
      setOutcome({
        status: 'failed',
        message: error instanceof Error ? error.message : t('dialog.unknownFailure'),
        field: error instanceof ApiError ? error.errors[0]?.htmlId || undefined : undefined,
      });
    }
  };

  // A refusal about one field is out of date once that field changes: the field says what is
  // still wrong with it, the alert would keep saying what no longer is.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    if (outcome.status === 'failed' && outcome.field && target.id === outcome.field) {
      setOutcome({ status: 'editing' });
    }
  };

  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate aria-busy={outcome.status === 'sending'}>
      <Stack gap="md">
        {outcome.status === 'sent' && (
          <Alert color="green" variant="light" role="status" title={t('dialog.done')}>
            {successMessage}
          </Alert>
        )}
        {outcome.status === 'failed' && (
          <Alert color="red" variant="light" role="alert" title={t('dialog.failed')}>
            {translateValidationMessage(outcome.message, t)}
          </Alert>
        )}
        {children}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={() => close?.()} disabled={outcome.status === 'sending'}>
            {outcome.status === 'sent' ? t('dialog.close') : t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            color={color}
            loading={outcome.status === 'sending'}
            disabled={outcome.status === 'sent'}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a confirmation says: its title, what will happen, the button and the success message. */
export type ConfirmText = { title: string; explanation: string; submitLabel: string; successMessage: string };

/**
 * A confirmation before a decision (approve, reject, cancel): says what will happen, then behaves
 * as every dialog does (progress, green success then close, the server's refusal in red).
 */
export function ConfirmDialog({
  opened,
  onClose,
  text,
  submit,
  isDestructive = false,
}: {
  opened: boolean;
  onClose: () => void;
  text: ConfirmText;
  submit: () => Promise<unknown>;
  isDestructive?: boolean;
}) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={text.title} size="sm">
      <DialogForm
        submit={submit}
        submitLabel={text.submitLabel}
        successMessage={text.successMessage}
        color={isDestructive ? 'red' : undefined}
      >
        <Text>{text.explanation}</Text>
      </DialogForm>
    </FormDialog>
  );
}
