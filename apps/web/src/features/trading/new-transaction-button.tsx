import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NewTransactionDialog } from './new-transaction-dialog.tsx';

/** The "New Transaction" button with its dialog: on /offtaker/sales and the offtaker's dashboard. */
export function NewTransactionButton(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation('trading');
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button {...props} onClick={dialog.open}>
        {t('lists.newTransaction')}
      </Button>
      <NewTransactionDialog opened={isOpen} onClose={dialog.close} />
    </>
  );
}
