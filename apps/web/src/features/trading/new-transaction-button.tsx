import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NewTransactionDialog } from './new-transaction-dialog.tsx';

/** The "New Transaction" button with its dialog: on /offtaker/sales and the offtaker's dashboard. */
export function NewTransactionButton(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button {...props} onClick={dialog.open}>
        New Transaction
      </Button>
      <NewTransactionDialog opened={isOpen} onClose={dialog.close} />
    </>
  );
}
